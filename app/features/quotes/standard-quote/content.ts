import { AGENCY } from '@site/agency';
import { defineCatalogue, type Translate } from '@site/i18n/catalogue';

/** Seed 000 §4, §9: a submit while one is in progress is ignored; the flag is released 1 s after the attempt ends. */
export const QUOTE_RESUBMIT_LOCK_MS = 1_000;

/**
 * The words of the standard quote form and its pages (seed 000 §2.5, §5, §8), in both languages. The
 * contract's messages it shows (a field's refusal, the validation and too-quickly messages) are not here:
 * they go through useTranslateMessage. {product} is the product's name in the page's language.
 * Spanish button labels are kept short: the form must fit a 360 px screen, its error panel's buttons too.
 */
export const STANDARD_QUOTE_TEXT = defineCatalogue(
  'standard-quote',
  {
    heading: '{product} Quote',
    intro: `Tell us a little about yourself and a licensed agent will prepare your quotes. An insurance expert will contact you ${AGENCY.contactPromise}.`,
    formLabel: '{product} quote request',
    'sections.personal': 'Personal Information',
    'sections.property': 'Property Information',
    'sections.additional': 'Additional Information',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    propertyAddress: 'Property Address',
    propertyAddressPlaceholder: 'Street, city, state and ZIP',
    insured: 'Are you currently insured?',
    yes: 'Yes',
    no: 'No',
    message: 'Message (optional)',
    submit: 'Submit Quote Request',
    submitAnother: 'Submit Another Quote',
    submitting: 'Submitting your quote request...',
    'success.title': 'Quote Request Submitted!',
    'success.message': `Thank you! An insurance expert will contact you ${AGENCY.contactPromise}.`,
    // Followed by the reference number, in bold.
    'success.reference': 'Your reference number is',
    'errors.title': 'There is a problem',
    'errors.failed': 'An error occurred submitting your quote request.',
    'errors.unexpected': 'An unexpected error occurred. Please try again later.',
    'errors.notificationTitle': 'Submission Error',
    'errors.notificationMessage': 'An unexpected error occurred.',
    'actions.retry': 'Try Again',
    'actions.contactSupport': 'Contact Support',
    'actions.clear': 'Clear Form',
    'contactSupport.confirm': 'Would you like to call our support team at {phone}? Choose Cancel to copy our support email address instead.',
    'contactSupport.copiedTitle': 'Email Copied',
    'contactSupport.copiedMessage': `{email} is on your clipboard. Write to us and we will reply ${AGENCY.contactPromise}.`,
    'contactSupport.copyFailedTitle': 'Email Support',
    'contactSupport.copyFailedMessage': `Write to us at {email} and we will reply ${AGENCY.contactPromise}.`,
  },
  {
    heading: '{product}: cotización',
    intro:
      'Cuéntenos un poco sobre usted y un agente con licencia preparará sus cotizaciones. Un experto en seguros se comunicará con usted en un plazo de 24 horas.',
    formLabel: 'Solicitud de cotización: {product}',
    'sections.personal': 'Información personal',
    'sections.property': 'Información de la propiedad',
    'sections.additional': 'Información adicional',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    propertyAddress: 'Dirección de la propiedad',
    propertyAddressPlaceholder: 'Calle, ciudad, estado y código postal',
    insured: '¿Tiene seguro actualmente?',
    yes: 'Sí',
    no: 'No',
    message: 'Mensaje (opcional)',
    submit: 'Enviar solicitud',
    submitAnother: 'Pedir otra cotización',
    submitting: 'Enviando su solicitud de cotización...',
    'success.title': '¡Solicitud de cotización enviada!',
    'success.message': '¡Gracias! Un experto en seguros se comunicará con usted en un plazo de 24 horas.',
    'success.reference': 'Su número de referencia es',
    'errors.title': 'Hay un problema',
    'errors.failed': 'Ocurrió un error al enviar su solicitud de cotización.',
    'errors.unexpected': 'Ocurrió un error inesperado. Inténtelo de nuevo más tarde.',
    'errors.notificationTitle': 'Error al enviar',
    'errors.notificationMessage': 'Ocurrió un error inesperado.',
    'actions.retry': 'Intentar de nuevo',
    'actions.contactSupport': 'Pedir ayuda',
    'actions.clear': 'Borrar formulario',
    'contactSupport.confirm':
      '¿Desea llamar a nuestro equipo de soporte al {phone}? Si prefiere copiar nuestra dirección de correo electrónico de soporte, elija Cancelar.',
    'contactSupport.copiedTitle': 'Correo electrónico copiado',
    'contactSupport.copiedMessage': '{email} está en su portapapeles. Escríbanos y le responderemos en un plazo de 24 horas.',
    'contactSupport.copyFailedTitle': 'Escríbanos',
    'contactSupport.copyFailedMessage': 'Escríbanos a {email} y le responderemos en un plazo de 24 horas.',
  },
);

export type StandardQuoteText = Translate<keyof (typeof STANDARD_QUOTE_TEXT)['en'] & string>;
