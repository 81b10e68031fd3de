import { defineCatalogue } from '@site/i18n/catalogue';

/**
 * The words of the request status page. Its refusals and "not found" are the contract's
 * (REQUEST_STATUS_MESSAGES, the e-mail address's), said in the page's language through the API's table.
 */
export const REQUEST_STATUS_TEXT = defineCatalogue(
  'request-status',
  {
    title: 'Request Status',
    eyebrow: 'Customer Service',
    intro: 'See where a request you sent us stands. Enter its reference number and the e-mail address you gave on it.',
    referenceLabel: 'Reference Number',
    referenceHint: 'On your confirmation screen and receipt, for example HC-7K2M9QXA.',
    emailLabel: 'Email',
    emailHint: 'The address you gave on the request.',
    check: 'Check Status',
    failed: 'We could not check the status just now. Please try again.',
    resultHeading: 'Your request',
    historyHeading: 'Progress',
    nextStep: 'An agent reviews each request within 1-2 business days and contacts you by e-mail or phone if anything is needed.',
    signedInIntro: 'Every request you have made with your e-mail address, newest first, and where each stands.',
    privacy: 'We show a request only to someone who knows both its reference number and the e-mail address given on it.',
    loading: 'Loading',
  },
  {
    title: 'Estado de una solicitud',
    eyebrow: 'Servicio al cliente',
    intro: 'Vea en qué etapa está una solicitud que nos envió. Escriba su número de referencia y la dirección de correo electrónico que dio en ella.',
    referenceLabel: 'Número de referencia',
    referenceHint: 'Aparece en su pantalla de confirmación y en su comprobante; por ejemplo, HC-7K2M9QXA.',
    emailLabel: 'Correo electrónico',
    emailHint: 'La dirección que dio en la solicitud.',
    check: 'Consultar el estado',
    failed: 'No pudimos consultar el estado en este momento. Inténtelo de nuevo.',
    resultHeading: 'Su solicitud',
    historyHeading: 'Avance',
    nextStep:
      'Un agente revisa cada solicitud en un plazo de 1 a 2 días hábiles y se comunica con usted por correo electrónico o por teléfono si necesita algo.',
    signedInIntro: 'Todas las solicitudes que hizo con su dirección de correo electrónico, de la más reciente a la más antigua, y en qué etapa está cada una.',
    privacy: 'Solo mostramos una solicitud a quien conoce tanto su número de referencia como la dirección de correo electrónico que se dio en ella.',
    loading: 'Cargando',
  },
);
