import { defineCatalogue } from '@site/i18n/catalogue';

/**
 * The words the build writes into a prerendered page besides the page's own (its own file, so the catalogues'
 * compile step reads them without loading the picture renderer): the first two steps of a guide's breadcrumb
 * in its structured data (./structured-data.ts), as the site names them ('Insurance' as the guide page's
 * breadcrumb says it).
 */
export const STRUCTURED_DATA_TEXT = defineCatalogue('structured-data', { home: 'Home', insurance: 'Insurance' }, { home: 'Inicio', insurance: 'Seguros' });

/** What a shared link's picture says besides its heading, and its text alternative (./share-images.ts). */
export const SHARE_IMAGE_TEXT = defineCatalogue(
  'share-images',
  { call: 'Call {phone}', siteAlt: '{agency}: {tagline}', guideAlt: '{product} from {agency}' },
  { call: 'Llame al {phone}', siteAlt: '{agency}: {tagline}', guideAlt: '{agency}: {product}' },
);
