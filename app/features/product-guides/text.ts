import { defineCatalogue } from '@site/i18n/catalogue';

/**
 * The guide pages' own words around each guide's content (seed 000 §2.6, §2.7): the page's title, the banner,
 * the fixed headings, and the pet page's. {product} is the guide's name as its heading shows it ('Flood
 * Insurance', 'Seguro contra inundaciones'), so the Spanish puts it where a title would.
 */
export const GUIDE_PAGE_TEXT = defineCatalogue(
  'product-guides',
  {
    pageTitle: '{product} Guide',
    eyebrow: 'Insurance guide',
    getAQuote: 'GET A QUOTE',
    rootCrumb: 'Insurance',
    bestRate: 'How to Get the Best Rate',
    notCovered: 'Usually not covered',
    questions: 'Common Questions About {product}',
    related: 'Related Products',
    relatedIntro: 'Most households need more than one kind of cover. Learn about the others:',
    'pet.eyebrow': 'Protect your pet',
    'pet.description': "Cover for your dog or cat's vet bills, from accidents to serious illness.",
    'pet.heading': 'Care for your pet, without the worry',
  },
  {
    pageTitle: '{product}: guía',
    eyebrow: 'Guía de seguros',
    getAQuote: 'COTIZAR',
    rootCrumb: 'Seguros',
    bestRate: 'Cómo conseguir la mejor tarifa',
    notCovered: 'Normalmente no cubre',
    questions: 'Preguntas frecuentes: {product}',
    related: 'Productos relacionados',
    relatedIntro: 'La mayoría de los hogares necesita más de un tipo de cobertura. Conozca los demás:',
    'pet.eyebrow': 'Proteja a su mascota',
    'pet.description': 'Cobertura para las cuentas del veterinario de su perro o gato, desde accidentes hasta enfermedades graves.',
    'pet.heading': 'Cuide a su mascota sin preocupaciones',
  },
);
