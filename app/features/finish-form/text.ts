import { defineCatalogue } from '@site/i18n/catalogue';

/** The words of /finish-form, where the link to a form kept for later leads (the spent link's refusal is the API's, contracts/form-drafts.ts). */
export const FINISH_FORM_TEXT = defineCatalogue(
  'finish-form',
  {
    title: 'Finish your form',
    eyebrow: 'Customer Service',
    ask: 'Press Open my form to carry on where you left off, on this device. The link works once.',
    open: 'Open my form',
    noLink: 'This page needs the link from our e-mail. Open it with the link in the e-mail we sent you.',
    failed: 'We could not open your form just now. Please try again.',
    startAgain: 'Go to Customer Service',
    notYou: 'If you did not start a form with us, close this page.',
  },
  {
    title: 'Termine su formulario',
    eyebrow: 'Servicio al cliente',
    ask: 'Presione Abrir mi formulario para seguir donde lo dejó, en este dispositivo. El enlace funciona una sola vez.',
    open: 'Abrir mi formulario',
    noLink: 'Esta página necesita el enlace de nuestro correo electrónico. Ábrala con el enlace del correo que le enviamos.',
    failed: 'No pudimos abrir su formulario en este momento. Inténtelo de nuevo.',
    startAgain: 'Ir a Servicio al cliente',
    notYou: 'Si usted no empezó un formulario con nosotros, cierre esta página.',
  },
);
