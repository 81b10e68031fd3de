import { defineCatalogue } from '@site/i18n/catalogue';

/**
 * The guide layout's own words (seed 000 §2.7): its breadcrumb, section navigation and call to action. A
 * product's crumb is '{product} Insurance' in English ('Flood Insurance'); in Spanish the page gives the
 * product's whole name ('Seguro contra inundaciones'), which the crumb shows as it is.
 */
export const GUIDE_LAYOUT_TEXT = defineCatalogue(
  'guide-layout',
  {
    breadcrumb: 'Breadcrumb',
    productCrumb: '{product} Insurance',
    navTitle: 'On this page',
    menu: 'Menu',
    close: 'Close',
    ctaHeading: 'WATCH YOUR SAVINGS ADD UP.',
    ctaLink: 'Get a quote',
  },
  {
    breadcrumb: 'Ruta de navegación',
    productCrumb: '{product}',
    navTitle: 'En esta página',
    menu: 'Menú',
    close: 'Cerrar',
    ctaHeading: 'VEA CÓMO SE SUMAN SUS AHORROS.',
    ctaLink: 'Cotizar',
  },
);
