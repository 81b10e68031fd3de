import { AGENCY, AGENCY_HOURS } from '@site/agency';
import { defineCatalogue } from '@site/i18n/catalogue';
import type { Notice } from './notice-content';

/** The accessibility statement (/accessibility), after the GOV.UK model. */
const ACCESSIBILITY_TEXT = defineCatalogue(
  'accessibility-statement',
  {
    title: 'Accessibility Statement',
    intro:
      '{agency} wants everyone to be able to get a quote, change a policy and send us documents on this website, whatever device or assistive technology they use.',
    'standard.heading': 'The standard we aim for',
    'standard.paragraph':
      'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. You should be able to use every page with a keyboard alone, with a screen reader, zoomed to 400%, and on a phone 360 pixels wide.',
    'checks.heading': 'How we check it',
    'checks.automated':
      'Every page and every state of every form (errors, uploads, success screens) is checked with the axe-core rules in our automated tests, at phone and desktop widths, each time we change the site.',
    'checks.components': 'Each component of our design system is checked the same way in its Storybook stories.',
    'checks.keyboard': 'Forms are tested with the keyboard alone, and every field has a visible label; errors are listed in a summary that links to the field.',
    'checks.lighthouse': 'We keep Lighthouse accessibility scores at 100 on our public pages.',
    'limitations.heading': 'Known limitations',
    'limitations.signing':
      'On the signing page, the document to sign is shown as pictures of its pages, which a screen reader cannot read. The "Open the document" link opens the PDF itself, which your reader or PDF app can read.',
    'limitations.pdfForms':
      'The fillable forms we offer to download are not yet tagged PDFs: some screen readers read their fields out of order. Call us and we will fill them in with you.',
    'limitations.chat': 'Live Chat is provided by another company, and we cannot vouch for its accessibility. You can always call or e-mail us instead.',
    'problem.heading': 'Tell us about a problem',
    'problem.paragraph':
      'If something on this website is hard to use, or you need information in another format, e-mail {email} or call {phone} (phone {hours}). Say which page and what went wrong. We reply within 5 working days, and we can take your request by phone meanwhile.',
  },
  {
    title: 'Declaración de accesibilidad',
    intro:
      '{agency} quiere que todas las personas puedan pedir una cotización, cambiar una póliza y enviarnos documentos en este sitio web, sin importar el dispositivo o la tecnología de asistencia que usen.',
    'standard.heading': 'El estándar que buscamos cumplir',
    'standard.paragraph':
      'Este sitio web busca cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Usted debería poder usar cada página solo con el teclado, con un lector de pantalla, con el zoom al 400% y en un teléfono de 360 píxeles de ancho.',
    'checks.heading': 'Cómo lo comprobamos',
    'checks.automated':
      'Cada página y cada estado de cada formulario (errores, archivos subidos, pantallas de confirmación) se comprueba con las reglas de axe-core en nuestras pruebas automatizadas, en anchos de teléfono y de computadora, cada vez que cambiamos el sitio.',
    'checks.components': 'Cada componente de nuestro sistema de diseño se comprueba de la misma manera en sus historias de Storybook.',
    'checks.keyboard':
      'Los formularios se prueban solo con el teclado, y cada campo tiene una etiqueta visible; los errores aparecen en un resumen con un enlace al campo.',
    'checks.lighthouse': 'Mantenemos en 100 la puntuación de accesibilidad de Lighthouse en nuestras páginas públicas.',
    'limitations.heading': 'Limitaciones conocidas',
    'limitations.signing':
      'En la página de firma, el documento que se firma se muestra como imágenes de sus páginas, que un lector de pantalla no puede leer. El enlace “Abra el documento” abre el propio PDF, que su lector de pantalla o su aplicación de PDF sí pueden leer.',
    'limitations.pdfForms':
      'Los formularios rellenables que ofrecemos para descargar todavía no son PDF etiquetados: algunos lectores de pantalla leen sus campos en desorden. Llámenos y los llenaremos con usted.',
    'limitations.chat':
      'El chat en vivo lo ofrece otra compañía, y no podemos garantizar su accesibilidad. Siempre puede llamarnos o escribirnos por correo electrónico.',
    'problem.heading': 'Avísenos de un problema',
    'problem.paragraph':
      'Si algo en este sitio web es difícil de usar o necesita información en otro formato, escriba a {email} o llame al {phone} (teléfono: {hours}). Díganos en qué página y qué salió mal. Respondemos en un plazo de 5 días hábiles y, mientras tanto, podemos atender su solicitud por teléfono.',
  },
);

export const accessibilityStatement: Notice = (texts, locale) => {
  const text = texts(ACCESSIBILITY_TEXT);
  return {
    title: text('title'),
    intro: text('intro', { agency: AGENCY.name }),
    updated: '2026-11-25',
    sections: [
      { heading: text('standard.heading'), paragraphs: [text('standard.paragraph')] },
      {
        heading: text('checks.heading'),
        items: [text('checks.automated'), text('checks.components'), text('checks.keyboard'), text('checks.lighthouse')],
      },
      { heading: text('limitations.heading'), items: [text('limitations.signing'), text('limitations.pdfForms'), text('limitations.chat')] },
      {
        heading: text('problem.heading'),
        paragraphs: [text('problem.paragraph', { email: AGENCY.supportEmail, phone: AGENCY.phone, hours: AGENCY_HOURS[locale].phone })],
      },
    ],
  };
};
