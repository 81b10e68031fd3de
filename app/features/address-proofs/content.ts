import { defineCatalogue } from '@site/i18n/catalogue';

/** The confirm-email page's words (ours: the specifications have no such page). */
export const CONFIRM_EMAIL_TEXT = defineCatalogue(
  'confirm-email',
  {
    title: 'Confirm your e-mail address',
    eyebrow: 'Customer Service',
    intro: 'We send what someone asks us to send to an e-mail address only once its owner confirms the address.',
    ask: 'If this is your e-mail address and you expected our e-mail, press Confirm. We then send what is waiting for it.',
    notYou: 'If you did not expect our e-mail, close this page: nothing is sent.',
    confirm: 'Confirm my e-mail address',
    noLink: 'This page needs the link from our e-mail. Open this page with the link in the e-mail we sent you.',
    failed: 'We could not confirm your address just now. Please try again.',
    confirmedTitle: 'Your e-mail address is confirmed',
    confirmed: 'Thank you: {address} is confirmed.',
    released:
      '{count, plural, =0 {Nothing else was waiting for it.} one {What was waiting for it (one e-mail) is on its way: look in your inbox in the next few minutes.} other {What was waiting for it (# e-mails) is on its way: look in your inbox in the next few minutes.}}',
  },
  {
    title: 'Confirme su dirección de correo electrónico',
    eyebrow: 'Servicio al cliente',
    intro: 'Enviamos lo que alguien nos pide enviar a una dirección de correo electrónico solo cuando su dueño confirma la dirección.',
    ask: 'Si esta es su dirección de correo electrónico y usted esperaba nuestro correo, presione Confirmar. Entonces enviamos lo que está esperando.',
    notYou: 'Si no esperaba nuestro correo, cierre esta página: no se envía nada.',
    confirm: 'Confirmar mi dirección de correo electrónico',
    noLink: 'Esta página necesita el enlace de nuestro correo. Ábrala con el enlace del correo que le enviamos.',
    failed: 'No pudimos confirmar su dirección en este momento. Inténtelo de nuevo.',
    confirmedTitle: 'Su dirección de correo electrónico está confirmada',
    confirmed: 'Gracias: {address} está confirmada.',
    released:
      '{count, plural, =0 {No había nada más esperando.} one {Lo que estaba esperando (un correo) va en camino: revise su bandeja de entrada en los próximos minutos.} other {Lo que estaba esperando (# correos) va en camino: revise su bandeja de entrada en los próximos minutos.}}',
  },
);
