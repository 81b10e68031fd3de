/**
 * The API's and the contracts' words in Spanish, keyed by their English (the spec's exact words, which the
 * contracts keep as they are, so every English page, test and client reads what it always did). A message
 * built with values ("Must be at most 200 characters") is listed as its pattern ("Must be at most {max}
 * characters"): the English is matched against it and the values carried into the Spanish.
 *
 * Translated in one place per side: the server's answers in the request's language
 * (bff/middleware/answer-language.ts), the browser's field checks in the page's (zodFormValidator).
 */
import { defineCatalogue, type Texts } from '@site/i18n/catalogue';
import { POLICY_CHANGE_WORDS_IN_SPANISH } from './policy-change-words';
import { ACCOUNT_WORDS_IN_SPANISH } from './account-words';
import { CUSTOMER_SERVICE_WORDS_IN_SPANISH } from './customer-service-words';
import { FINISH_FORM_WORDS_IN_SPANISH } from './finish-form-words';
import { LENDER_WORDS_IN_SPANISH } from './lender-words';
import { QUOTE_WORDS_IN_SPANISH } from './quote-words';
import { SIGNING_WORDS_IN_SPANISH } from './signing-words';
import { SUMMARY_WORDS_IN_SPANISH } from './summary-words';

const API_WORDS_IN_SPANISH: Record<string, string> = {
  // Every answer's summary line, and the common refusals (contracts/errors.ts).
  'Please correct the errors and try again.': 'Corrija los errores e inténtelo de nuevo.',
  'You are sending requests too quickly. Please wait a moment and try again.':
    'Está enviando solicitudes demasiado rápido. Espere un momento e inténtelo de nuevo.',
  'We are receiving more requests than usual. Please try again in a few minutes.':
    'Estamos recibiendo más solicitudes de lo habitual. Inténtelo de nuevo en unos minutos.',
  'The service is busy. Please try again in a moment.': 'El servicio está ocupado. Inténtelo de nuevo en un momento.',
  'The request body must be a JSON object.': 'El cuerpo de la solicitud debe ser un objeto JSON.',
  'We are doing maintenance on the {agency} website. Please try again in a little while, or call us at {phone}.':
    'Estamos haciendo mantenimiento en el sitio web de {agency}. Inténtelo de nuevo en un rato o llámenos al {phone}.',
  // Every text field (contracts/fields.ts, contracts/text-characters.ts).
  'Must be text': 'Debe ser texto',
  'Must be at most {max} characters': 'Debe tener como máximo {max} caracteres',
  'Must not contain control characters': 'No debe contener caracteres de control',
  'Must not contain invalid characters': 'No debe contener caracteres no válidos',
  // What happens after any request, when its form does not say (contracts/forms/confirmation.ts).
  'An agent reviews your request within 1-2 business days and may contact you by e-mail or phone.':
    'Un agente revisa su solicitud en un plazo de 1 a 2 días hábiles y puede comunicarse con usted por correo electrónico o por teléfono.',
  // Every form's title, its answer and what happens next (contracts/forms, policy-changes, insurance requests, documents).
  'Auto Policy Change Request': 'Solicitud de cambio en su póliza de auto',
  'Policy Cancellation Request': 'Solicitud de cancelación de póliza',
  'Home Policy Change Request': 'Solicitud de cambio en su póliza de hogar',
  'Mailing Address Change Request': 'Solicitud de cambio de dirección postal',
  'Mortgagee Change Request': 'Solicitud de cambio de acreedor hipotecario',
  'Other Policy Change Request': 'Otra solicitud de cambio de póliza',
  'Document Upload': 'Envío de documentos',
  'Request Evidence of Insurance': 'Solicitud de constancia de seguro',
  'Your request has been submitted. An agent reviews it within 1-2 business days.':
    'Su solicitud se envió. Un agente la revisa en un plazo de 1 a 2 días hábiles.',
  'Document Uploaded Successfully': 'El documento se envió correctamente',
  'Your request for evidence of insurance has been submitted.': 'Su solicitud de constancia de seguro se envió.',
  'An agent reviews your document within 1-2 business days and contacts you if anything more is needed.':
    'Un agente revisa su documento en un plazo de 1 a 2 días hábiles y se comunica con usted si necesita algo más.',
  // Every portal form's e-mail address (contracts/fields.ts).
  'Email is required': 'El correo electrónico es obligatorio',
  'Please enter a valid email address': 'Escriba una dirección de correo electrónico válida',
  // The customer's account (contracts/account.ts).
  'This sign-in link has expired or has already been used. Enter your e-mail address below and we will send you a new one.':
    'Este enlace para iniciar sesión venció o ya se usó. Escriba su dirección de correo electrónico abajo y le enviaremos uno nuevo.',
  'That passkey could not sign you in. Try again, or sign in with a link e-mailed to you.':
    'Esa llave de acceso no pudo iniciar su sesión. Inténtelo de nuevo o inicie sesión con un enlace que le enviemos por correo.',
  'The passkey was not added. Please try again.': 'No se agregó la llave de acceso. Inténtelo de nuevo.',
  'Passkey name is required': 'El nombre de la llave de acceso es obligatorio',
  'First name may contain only letters, spaces, hyphens, apostrophes and periods, at most {max} characters':
    'El nombre solo puede tener letras, espacios, guiones, apóstrofos y puntos, con un máximo de {max} caracteres',
  'Last name may contain only letters, spaces, hyphens, apostrophes and periods, at most {max} characters':
    'El apellido solo puede tener letras, espacios, guiones, apóstrofos y puntos, con un máximo de {max} caracteres',
  'Please enter a valid phone number': 'Escriba un número de teléfono válido',
  'Please sign in to see your account.': 'Inicie sesión para ver su cuenta.',
  'If {email} is yours, a sign-in link is on its way to it. The link works once, for {minutes} minutes. It can take a minute or two to arrive; check your spam folder if you do not see it.':
    'Si {email} es suya, le enviamos un enlace para iniciar sesión. El enlace funciona una sola vez, durante {minutes} minutos. Puede tardar uno o dos minutos en llegar; si no lo ve, revise su carpeta de correo no deseado.',
  // The kinds of request and their statuses, as mails name them (contracts/back-office/submission-kinds.ts).
  'Quote request': 'Solicitud de cotización',
  'Auto policy change': 'Cambio en póliza de auto',
  'Mortgagee change': 'Cambio de acreedor hipotecario',
  Cancellation: 'Cancelación',
  'Home policy change': 'Cambio en póliza de hogar',
  'Mailing address change': 'Cambio de dirección postal',
  'Other policy change': 'Otro cambio de póliza',
  'Evidence of insurance': 'Constancia de seguro',
  'Document upload': 'Envío de documentos',
  'Signed document': 'Documento firmado',
  Received: 'Recibida',
  'In review': 'En revisión',
  'Sent to carrier': 'Enviada a la aseguradora',
  Completed: 'Completada',
  Declined: 'Rechazada',
  // The link that confirms an e-mail address (contracts/address-proofs.ts).
  'This confirmation link is not valid: it has expired or has already been used. Your next request to us sends a new one.':
    'Este enlace de confirmación no es válido: venció o ya se usó. Su próxima solicitud le enviará uno nuevo.',
  // The receipt (contracts/receipts.ts).
  'We have no submission with this reference number, so no receipt can be sent for it.':
    'No tenemos ningún envío con este número de referencia, así que no podemos enviar un comprobante.',
  'A receipt for this reference number has already been sent {limit} times. Please contact us if you need another copy.':
    'Ya enviamos {limit} veces un comprobante para este número de referencia. Comuníquese con nosotros si necesita otra copia.',
  'A receipt can only be sent to the email address given on the form.':
    'Solo podemos enviar un comprobante a la dirección de correo electrónico que se escribió en el formulario.',
  'We have sent this e-mail address all we send it in a day. Please try again tomorrow, or contact us if you need a copy.':
    'Ya enviamos a esta dirección de correo electrónico todo lo que le enviamos en un día. Inténtelo de nuevo mañana o comuníquese con nosotros si necesita una copia.',
  'If you have not confirmed this address with us before, look for our e-mail asking you to, and press Confirm: the receipt follows.':
    'Si no ha confirmado antes esta dirección con nosotros, busque nuestro correo que se lo pide y presione Confirmar: después le llega el comprobante.',
  'We cannot send any more receipts right now. Please try again later, or contact us if you need a copy.':
    'En este momento no podemos enviar más comprobantes. Inténtelo de nuevo más tarde o comuníquese con nosotros si necesita una copia.',
  'Failed to send receipt. Please try again.': 'No se pudo enviar el comprobante. Inténtelo de nuevo.',
  'You are sending receipts too quickly. Please wait a moment and try again.':
    'Está pidiendo comprobantes demasiado rápido. Espere un momento e inténtelo de nuevo.',
  'Receipt sent to {email}': 'Comprobante enviado a {email}',
  'Please enter a valid email address.': 'Escriba una dirección de correo electrónico válida.',
  'Reference number is required': 'El número de referencia es obligatorio',
  // The quote request (contracts/quote-requests.ts).
  'Name is Required': 'El nombre es obligatorio',
  'Last Name is Required': 'El apellido es obligatorio',
  'Email is Required': 'Escriba un correo electrónico válido',
  'Phone is Required': 'Escriba un número de teléfono válido',
  'Property Address is Required': 'La dirección de la propiedad es obligatoria',
  'Please select if you are currently insured': 'Indique si tiene seguro actualmente',
  'Product type is required': 'El tipo de producto es obligatorio',
  'Your quote request has been submitted successfully!': '¡Su solicitud de cotización se envió correctamente!',
  'You are submitting requests too quickly. Please wait a moment and try again.':
    'Está enviando solicitudes demasiado rápido. Espere un momento e inténtelo de nuevo.',
};

/** The tables joined; the same English listed twice is a mistake (the later would win unseen), so it throws. */
function joined(...tables: Record<string, string>[]): Record<string, string> {
  const all: Record<string, string> = {};
  for (const table of tables) {
    for (const [english, spanish] of Object.entries(table)) {
      if (Object.hasOwn(all, english)) throw new Error(`"${english}" is listed twice in the API's Spanish words.`);
      all[english] = spanish;
    }
  }
  return all;
}

// Pure: in the built app the catalogue below carries the words (app/build/ writes them into its call), so the
// tables themselves are left out of the browser's code.
const IN_SPANISH = /*#__PURE__*/ joined(
  API_WORDS_IN_SPANISH,
  POLICY_CHANGE_WORDS_IN_SPANISH,
  SIGNING_WORDS_IN_SPANISH,
  QUOTE_WORDS_IN_SPANISH,
  FINISH_FORM_WORDS_IN_SPANISH,
  LENDER_WORDS_IN_SPANISH,
  CUSTOMER_SERVICE_WORDS_IN_SPANISH,
  ACCOUNT_WORDS_IN_SPANISH,
  SUMMARY_WORDS_IN_SPANISH,
);

export const API_MESSAGES = defineCatalogue('api-messages', Object.fromEntries(Object.keys(IN_SPANISH).map((english) => [english, english])), IN_SPANISH);

type Pattern = { key: string; names: string[]; regex: RegExp; literalLength: number };

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every listed English message: the catalogue's keys (not IN_SPANISH's, which the built app leaves out). */
const LISTED: readonly string[] = Object.keys(API_MESSAGES.en);

/** The listed messages with values, most specific first (the longest fixed words win). */
const PATTERNS: Pattern[] = LISTED.filter((english) => HAS_PLACEHOLDER.test(english))
  .map((key) => {
    const names = [...key.matchAll(PLACEHOLDER)].map(([, name]) => name!);
    const literals = key.split(PLACEHOLDER).filter((_part, index) => index % 2 === 0);
    const regex = new RegExp(`^${literals.map(escapeRegex).join('(.+?)')}$`, 's');
    return { key, names, regex, literalLength: literals.join('').length };
  })
  .sort((a, b) => b.literalLength - a.literalLength);

/**
 * A message of ours in the language `texts` speaks (the listed English words, or one of the listed patterns
 * with its values); any other text, as it is. In English, or for a message nobody listed, the English.
 */
export function translateMessage(message: string, texts: Texts): string {
  const text = texts(API_MESSAGES);
  if (Object.hasOwn(API_MESSAGES.en, message)) return text(message);
  for (const { key, names, regex } of PATTERNS) {
    const match = regex.exec(message);
    if (match) return text(key, Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])));
  }
  return message;
}
