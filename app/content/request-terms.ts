/**
 * What a person agrees to when sending a request through the portal (seed 002 §2): the change forms'
 * acknowledgements and the cancellation's terms. The forms show them where they are agreed to, in the page's
 * language (the Spanish is a faithful translation, and says that the English governs); the terms of use page
 * (/terms) repeats them, from here, in its language, so the two never differ.
 */
import { defineCatalogue, type Texts } from '@site/i18n/catalogue';

const ACKNOWLEDGEMENT_KEYS = ['accurate', 'notConfirmation', 'review', 'insurers', 'contact', 'premium', 'date'] as const;
const CANCELLATION_TERM_KEYS = ['request', 'inForce', 'effectiveDate', 'noCoverage'] as const;

export const REQUEST_TERMS_TEXT = defineCatalogue(
  'request-terms',
  {
    // Seed 002 §2 "Acknowledgement block".
    'acknowledgement.accurate': 'The information you have given is accurate and complete.',
    'acknowledgement.notConfirmation': 'This request is not a confirmation of coverage or of any change to your policy.',
    'acknowledgement.review': 'The change is subject to review by our team and approval by the insurance carrier.',
    'acknowledgement.insurers': 'Your policies may be with more than one insurer, and each reviews its own change.',
    'acknowledgement.contact': 'An agent may contact you to confirm details.',
    'acknowledgement.premium': 'Your premium may change as a result of this change.',
    'acknowledgement.date': 'The requested effective date is not guaranteed.',
    // Seed 002 §2, the cancellation's step 4.
    'cancellation.request': 'This submission is a request to cancel your policy. It is not final until our team has reviewed and approved it.',
    'cancellation.inForce': 'Until the cancellation is approved, your policy stays in force and its obligations and payments continue.',
    'cancellation.effectiveDate': 'The effective date of the cancellation is set by the agency and the insurer, and may differ from the date you hoped for.',
    'cancellation.noCoverage': 'Once your policy is cancelled, you have no coverage under it. Make sure any new coverage starts before then.',
    /** Shown only beside a translation. */
    englishGoverns: 'This is a translation of the English text. Where they differ, the English version governs.',
  },
  {
    'acknowledgement.accurate': 'La información que usted proporcionó es correcta y completa.',
    'acknowledgement.notConfirmation': 'Esta solicitud no confirma la cobertura ni ningún cambio en su póliza.',
    'acknowledgement.review': 'El cambio está sujeto a la revisión de nuestro equipo y a la aprobación de la aseguradora.',
    'acknowledgement.insurers': 'Sus pólizas pueden estar con más de una aseguradora, y cada una revisa su propio cambio.',
    'acknowledgement.contact': 'Un agente puede comunicarse con usted para confirmar detalles.',
    'acknowledgement.premium': 'Su prima puede cambiar como resultado de este cambio.',
    'acknowledgement.date': 'La fecha de vigencia solicitada no está garantizada.',
    'cancellation.request': 'Este envío es una solicitud para cancelar su póliza. No es definitiva hasta que nuestro equipo la haya revisado y aprobado.',
    'cancellation.inForce': 'Hasta que se apruebe la cancelación, su póliza sigue vigente y sus obligaciones y pagos continúan.',
    'cancellation.effectiveDate':
      'La fecha de vigencia de la cancelación la fijan la agencia y la aseguradora, y puede ser distinta de la fecha que usted deseaba.',
    'cancellation.noCoverage':
      'Una vez cancelada su póliza, usted no tiene cobertura bajo ella. Asegúrese de que cualquier cobertura nueva empiece antes de esa fecha.',
    englishGoverns: 'Esta es una traducción del texto en inglés. Si hay diferencias, prevalece la versión en inglés.',
  },
);

/** Seed 002 §2 "Acknowledgement block", in the language `texts` speaks. */
export const changeRequestAcknowledgements = (texts: Texts): string[] => ACKNOWLEDGEMENT_KEYS.map((key) => texts(REQUEST_TERMS_TEXT)(`acknowledgement.${key}`));

/** Seed 002 §2, the cancellation's terms, in the language `texts` speaks. */
export const cancellationTerms = (texts: Texts): string[] => CANCELLATION_TERM_KEYS.map((key) => texts(REQUEST_TERMS_TEXT)(`cancellation.${key}`));
