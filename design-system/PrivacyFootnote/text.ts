import { defineCatalogue } from '@site/i18n/catalogue';

export const PRIVACY_FOOTNOTE_TEXT = defineCatalogue(
  'privacy-footnote',
  { use: 'We use what you send us only to handle your request.', link: 'How we use your information' },
  { use: 'Usamos lo que nos envía solo para atender su solicitud.', link: 'Cómo usamos su información' },
);
