import { AGENCY } from '@site/agency';
import { defineCatalogue } from '@site/i18n/catalogue';
import { pathInLocale } from '@site/locales';
import { routes } from '@site/paths';
import { cancellationTerms, changeRequestAcknowledgements } from '../request-terms';
import type { Notice } from './notice-content';

/**
 * The terms of use (/terms): what sending a request through this website does and does not do. The change
 * forms' acknowledgements and the cancellation's terms are the forms' own (app/content/request-terms.ts), so
 * the two never differ, in either language.
 */
const TERMS_TEXT = defineCatalogue(
  'terms-of-use',
  {
    title: 'Terms of Use',
    intro: "These terms apply when you use {agency}'s website to ask for a quote, change or cancel a policy, or send us documents.",
    'quotes.heading': 'Quotes',
    'quotes.paragraph':
      'A quote request asks a licensed agent to prepare a quote. It does not buy insurance or bind coverage. A quote is an estimate until an insurer accepts the application; coverage starts only on the date the policy says.',
    'changes.heading': 'Policy change requests',
    'changes.paragraph': 'When you send a change request, you acknowledge that:',
    'cancellations.heading': 'Cancellation requests',
    'signatures.heading': 'Documents and electronic signatures',
    'signatures.consent':
      'When you sign a document on this website, you agree to use electronic records and signatures, and typing your full name is your signature. We keep a record of the signing and seal the signed PDF, so that anyone can check at {verify} that it has not been changed.',
    'signatures.lenders': 'Lenders must upload the borrower’s authorization to make a change on a customer’s behalf.',
    'use.heading': 'Using this website',
    'use.truthful': 'Send only information that is true and that you are entitled to give.',
    'use.others': 'Do not try to get at anyone else’s information, or send requests automatically: every form has a limit on how often it can be sent.',
    'use.questions': 'Questions about these terms: {email}, {phone}.',
  },
  {
    title: 'Términos de uso',
    intro:
      'Estos términos se aplican cuando usted usa el sitio web de {agency} para pedir una cotización, cambiar o cancelar una póliza, o enviarnos documentos.',
    'quotes.heading': 'Cotizaciones',
    'quotes.paragraph':
      'Una solicitud de cotización le pide a un agente con licencia que prepare una cotización. No compra un seguro ni otorga cobertura. Una cotización es un cálculo aproximado hasta que una aseguradora acepta la solicitud de seguro; la cobertura empieza solo en la fecha que indica la póliza.',
    'changes.heading': 'Solicitudes de cambio de póliza',
    'changes.paragraph': 'Cuando usted envía una solicitud de cambio, reconoce que:',
    'cancellations.heading': 'Solicitudes de cancelación',
    'signatures.heading': 'Documentos y firmas electrónicas',
    'signatures.consent':
      'Cuando usted firma un documento en este sitio web, acepta usar registros y firmas electrónicos, y escribir su nombre completo constituye su firma. Guardamos un registro de la firma y sellamos el PDF firmado, para que cualquier persona pueda comprobar en {verify} que no se ha modificado.',
    'signatures.lenders': 'Los prestamistas deben subir la autorización del prestatario para hacer un cambio en nombre de un cliente.',
    'use.heading': 'Uso de este sitio web',
    'use.truthful': 'Envíe solo información que sea verdadera y que usted tenga derecho a proporcionar.',
    'use.others':
      'No intente acceder a la información de otras personas ni enviar solicitudes de forma automática: cada formulario tiene un límite de cuántas veces se puede enviar.',
    'use.questions': 'Preguntas sobre estos términos: {email}, {phone}.',
  },
);

export const termsOfUse: Notice = (texts, locale) => {
  const text = texts(TERMS_TEXT);
  return {
    title: text('title'),
    intro: text('intro', { agency: AGENCY.name }),
    updated: '2026-11-25',
    sections: [
      { heading: text('quotes.heading'), paragraphs: [text('quotes.paragraph')] },
      { heading: text('changes.heading'), paragraphs: [text('changes.paragraph')], items: changeRequestAcknowledgements(texts) },
      { heading: text('cancellations.heading'), items: cancellationTerms(texts) },
      {
        heading: text('signatures.heading'),
        paragraphs: [text('signatures.consent', { verify: pathInLocale(routes.verify(), locale) }), text('signatures.lenders')],
      },
      {
        heading: text('use.heading'),
        items: [text('use.truthful'), text('use.others'), text('use.questions', { email: AGENCY.supportEmail, phone: AGENCY.phone })],
      },
    ],
  };
};
