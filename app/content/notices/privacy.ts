import { DRAFT_EXPIRY_MS } from '@design-system/FormShell/constants';
import { AGENCY, AGENCY_HOURS } from '@site/agency';
import { defineCatalogue } from '@site/i18n/catalogue';
import { RETENTION_DAYS } from '@site/retention';
import type { Notice } from './notice-content';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The privacy notice (/privacy), written from what the product does: each form's fields, the retention the
 * server applies (site/retention.ts), the browser storage the pages use. Change it with the code it describes,
 * in both languages.
 */
const PRIVACY_TEXT = defineCatalogue(
  'privacy-notice',
  {
    title: 'Privacy Notice',
    intro:
      '{agency} is an insurance agency. This notice says what this website collects about you, why, how long we keep it, who sees it, and what you can ask of us.',
    'collect.heading': 'What we collect, and why',
    'collect.paragraph':
      'We collect what you type into our forms and the documents you send us, so that we can do what you asked. Nothing else is asked of you.',
    'collect.quotes':
      'Quote requests: your name, e-mail address, phone number, the property address, the product you are interested in, whether you are insured now, your message, and the campaign or advertisement that brought you (its campaign and UTM names). We use them to prepare your quote and to contact you about it.',
    'collect.changes':
      'Policy change requests, cancellations and requests for evidence of insurance: your name, e-mail address, phone number, policy number, the details of the change you ask for, the documents you attach, and the name you type as your signature. We use them to review your request and pass it to your insurer.',
    'collect.signing':
      'Documents you upload and sign: the document, your name, e-mail address and policy number, and a record of the signing: when the link was sent, opened and signed, from which internet address and with which browser. This record is the evidence that you signed; it is printed in the signed PDF.',
    'collect.documentManagement': 'Document management uploads: your name, policy number, phone number, e-mail address, your message and the file.',
    'collect.policySearch':
      'Policy search: the policy number and last name, or the name and ZIP code, you search with. They are used for that search only and not stored.',
    'collect.visits':
      'Pages you visit: the address of the page, the page you came from, the time, and whether the page was shown inside another site. We use this to see which pages help people, never to follow you elsewhere.',
    'collect.errors': 'Errors your browser meets on our pages: the error message, the browser and the form it happened on, so that we can fix them.',
    'keep.heading': 'How long we keep it',
    'keep.visits': 'Page visits: {days} days, then deleted.',
    'keep.errorReports': 'Error reports: {days} days, then deleted.',
    'keep.receiptLink': 'The one-time link that lets a receipt be e-mailed to another address: 2 days.',
    'keep.liveEvents': 'The notices that tell an open page that a document was signed: {days} days.',
    'keep.records':
      'Your requests, documents, signatures and the e-mails about them: as part of your insurance records, for as long as your policy and the record-keeping rules for insurance agencies require.',
    'share.heading': 'Who sees it',
    'share.agency': 'The licensed agents and staff of {agency}, to handle your request.',
    'share.insurer':
      'The insurance company your request concerns: a change, cancellation or claim goes to your insurer, and a quote request to the insurers we ask to quote.',
    'share.email': 'The service that delivers our e-mail, which carries the e-mails we send you and receives no more than they contain.',
    'share.noSale': 'We do not sell your information, and we do not share it for advertising.',
    'browser.heading': 'What stays in your browser',
    'browser.drafts':
      'A form you have not finished is saved in your browser for up to {days} days, so you can come back to it. It never leaves your device until you send the form; files are never saved. "Start New" deletes it.',
    'browser.cookie': 'One cookie, XSRF-TOKEN, protects our forms from being sent by other sites. It is needed for the site to work and tracks nothing.',
    'browser.language': 'When you choose English or Spanish, a cookie, lang, remembers your choice for a year. It holds only the language and tracks nothing.',
    'browser.scroll': 'Where you had scrolled to on a page, for the Back button, for this browser tab only.',
    'browser.chat': 'Live Chat opens our chat provider in a new window; what you write there is handled under its terms.',
    'choices.heading': 'Your choices',
    'choices.ask':
      'You can ask us for a copy of what we hold about you, to correct it, or to delete what we are not required to keep. Write to {email} or call {phone} (phone {hours}). We reply within 24 hours on working days, and we may ask you to confirm who you are before we act.',
    'choices.complain': 'If you are not satisfied with our answer, you can complain to your state’s department of insurance.',
  },
  {
    title: 'Aviso de privacidad',
    intro:
      '{agency} es una agencia de seguros. Este aviso explica qué información recopila este sitio web sobre usted, por qué, cuánto tiempo la conservamos, quién la ve y qué puede pedirnos.',
    'collect.heading': 'Qué recopilamos y por qué',
    'collect.paragraph':
      'Recopilamos lo que usted escribe en nuestros formularios y los documentos que nos envía, para poder hacer lo que nos pidió. No se le pide nada más.',
    'collect.quotes':
      'Solicitudes de cotización: su nombre, dirección de correo electrónico, número de teléfono, la dirección de la propiedad, el producto que le interesa, si tiene seguro actualmente, su mensaje y la campaña o el anuncio por el que llegó a nosotros (los nombres de la campaña y los nombres UTM). Los usamos para preparar su cotización y para comunicarnos con usted sobre ella.',
    'collect.changes':
      'Solicitudes de cambio de póliza, cancelaciones y solicitudes de constancia de seguro: su nombre, dirección de correo electrónico, número de teléfono, número de póliza, los detalles del cambio que solicita, los documentos que adjunta y el nombre que escribe como firma. Los usamos para revisar su solicitud y enviarla a su aseguradora.',
    'collect.signing':
      'Documentos que usted sube y firma: el documento, su nombre, dirección de correo electrónico y número de póliza, y un registro de la firma: cuándo se envió, se abrió y se firmó el enlace, desde qué dirección de internet y con qué navegador. Este registro es la prueba de que usted firmó; aparece impreso en el PDF firmado.',
    'collect.documentManagement':
      'Documentos enviados por la gestión de documentos: su nombre, número de póliza, número de teléfono, dirección de correo electrónico, su mensaje y el archivo.',
    'collect.policySearch':
      'Búsqueda de pólizas: el número de póliza y el apellido, o el nombre y el código postal, con los que busca. Se usan solo para esa búsqueda y no se guardan.',
    'collect.visits':
      'Páginas que visita: la dirección de la página, la página desde la que llegó, la hora y si la página se mostró dentro de otro sitio. Usamos estos datos para saber qué páginas le sirven a la gente, nunca para seguirle a otros sitios.',
    'collect.errors':
      'Errores que su navegador encuentra en nuestras páginas: el mensaje de error, el navegador y el formulario en el que ocurrió, para poder corregirlos.',
    'keep.heading': 'Cuánto tiempo la conservamos',
    'keep.visits': 'Visitas a páginas: {days} días; después se eliminan.',
    'keep.errorReports': 'Informes de errores: {days} días; después se eliminan.',
    'keep.receiptLink': 'El enlace de un solo uso que permite enviar un comprobante por correo electrónico a otra dirección: 2 días.',
    'keep.liveEvents': 'Los avisos que le indican a una página abierta que se firmó un documento: {days} días.',
    'keep.records':
      'Sus solicitudes, documentos, firmas y los correos electrónicos sobre ellos: como parte de sus registros de seguro, durante el tiempo que lo exijan su póliza y las normas de conservación de registros de las agencias de seguros.',
    'share.heading': 'Quién la ve',
    'share.agency': 'Los agentes con licencia y el personal de {agency}, para tramitar su solicitud.',
    'share.insurer':
      'La compañía de seguros a la que se refiere su solicitud: un cambio, una cancelación o un reclamo van a su aseguradora, y una solicitud de cotización va a las aseguradoras a las que les pedimos una cotización.',
    'share.email': 'El servicio que entrega nuestro correo electrónico, que transmite los correos que le enviamos y no recibe más de lo que estos contienen.',
    'share.noSale': 'No vendemos su información ni la compartimos con fines publicitarios.',
    'browser.heading': 'Lo que queda en su navegador',
    'browser.drafts':
      'Un formulario que no ha terminado se guarda en su navegador hasta {days} días, para que pueda volver a él. Nunca sale de su dispositivo hasta que usted envía el formulario; los archivos nunca se guardan. “Empezar de nuevo” lo elimina.',
    'browser.cookie': 'Una cookie, XSRF-TOKEN, impide que otros sitios envíen nuestros formularios. Es necesaria para que el sitio funcione y no rastrea nada.',
    'browser.language': 'Cuando usted elige inglés o español, una cookie, lang, recuerda su elección durante un año. Solo guarda el idioma y no rastrea nada.',
    'browser.scroll': 'Hasta dónde había bajado en una página, para el botón Atrás, solo en esta pestaña del navegador.',
    'browser.chat':
      'El chat en vivo abre a nuestro proveedor de chat en una ventana nueva; lo que usted escriba allí se trata según los términos de ese proveedor.',
    'choices.heading': 'Sus opciones',
    'choices.ask':
      'Puede pedirnos una copia de la información que tenemos sobre usted, que la corrijamos o que eliminemos lo que no estamos obligados a conservar. Escriba a {email} o llame al {phone} (teléfono: {hours}). Respondemos en un plazo de 24 horas en días hábiles, y es posible que le pidamos confirmar su identidad antes de actuar.',
    'choices.complain': 'Si no está satisfecho con nuestra respuesta, puede presentar una queja ante el departamento de seguros de su estado.',
  },
);

export const privacyNotice: Notice = (texts, locale) => {
  const text = texts(PRIVACY_TEXT);
  return {
    title: text('title'),
    intro: text('intro', { agency: AGENCY.name }),
    updated: '2026-11-25',
    sections: [
      {
        heading: text('collect.heading'),
        paragraphs: [text('collect.paragraph')],
        items: [
          text('collect.quotes'),
          text('collect.changes'),
          text('collect.signing'),
          text('collect.documentManagement'),
          text('collect.policySearch'),
          text('collect.visits'),
          text('collect.errors'),
        ],
      },
      {
        heading: text('keep.heading'),
        items: [
          text('keep.visits', { days: RETENTION_DAYS.visits }),
          text('keep.errorReports', { days: RETENTION_DAYS.errorReports }),
          text('keep.receiptLink'),
          text('keep.liveEvents', { days: RETENTION_DAYS.liveEvents }),
          text('keep.records'),
        ],
      },
      {
        heading: text('share.heading'),
        items: [text('share.agency', { agency: AGENCY.name }), text('share.insurer'), text('share.email'), text('share.noSale')],
      },
      {
        heading: text('browser.heading'),
        items: [
          text('browser.drafts', { days: DRAFT_EXPIRY_MS / DAY_MS }),
          text('browser.cookie'),
          text('browser.language'),
          text('browser.scroll'),
          text('browser.chat'),
        ],
      },
      {
        heading: text('choices.heading'),
        paragraphs: [text('choices.ask', { email: AGENCY.supportEmail, phone: AGENCY.phone, hours: AGENCY_HOURS[locale].phone }), text('choices.complain')],
      },
    ],
  };
};
