import { defineCatalogue } from '@site/i18n/catalogue';

/** The signing page's own words (/sign/{token}); the document's words are the design system's (Signing). */
export const SIGNING_PAGE_TEXT = defineCatalogue(
  'signing-page',
  {
    title: 'Sign your document',
    linkUnusable: 'This link cannot be used',
    loading: 'Loading the document',
    failed: 'Something went wrong. Please try again.',
  },
  {
    title: 'Firme su documento',
    linkUnusable: 'Este enlace no se puede usar',
    loading: 'Cargando el documento',
    failed: 'Algo salió mal. Inténtelo de nuevo.',
  },
);
