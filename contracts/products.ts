import { defineCatalogue, type Texts } from '@site/i18n/catalogue';

/** The products the agency quotes (seed 000 §1, §2.3), by the display name the quote pages carry. */
export const PRODUCT_DISPLAY_NAMES = [
  'Home Insurance',
  'Auto Insurance',
  'Flood Insurance',
  'Medicare',
  'Life Insurance',
  'Pet Insurance',
  'Business Insurance',
  'Umbrella Insurance',
] as const;

export type ProductDisplayName = (typeof PRODUCT_DISPLAY_NAMES)[number];

/**
 * The catalogue of what the agency quotes (seed 001 §7 /api/products/{id}): each product's id (its /products and
 * /quotes address), name and one-line description, which the product grid shows too.
 */
export const PRODUCT_CATALOGUE = [
  { id: 'home-insurance', name: 'Home Insurance', description: 'Protect your house, your belongings and your liability if someone is hurt on your property.' },
  { id: 'auto-insurance', name: 'Auto Insurance', description: 'Liability, collision and comprehensive cover for your cars and the people who drive them.' },
  {
    id: 'flood-insurance',
    name: 'Flood Insurance',
    description: 'The flood cover a standard home policy leaves out, from the federal program or private carriers.',
  },
  { id: 'medicare', name: 'Medicare', description: 'Compare Medicare Advantage, Supplement and drug plans with a licensed specialist.' },
  { id: 'life-insurance', name: 'Life Insurance', description: 'Term and permanent life cover for the people who count on your income.' },
  { id: 'pet-insurance', name: 'Pet Insurance', description: 'Help with vet bills for accidents and illnesses, so care is never a money decision.' },
  { id: 'commercial-insurance', name: 'Business Insurance', description: 'General liability, property, workers’ compensation and more for your company.' },
  {
    id: 'umbrella-insurance',
    name: 'Umbrella Insurance',
    description: 'Extra liability cover above your home and auto policies, for the claims that would go past them.',
  },
] as const satisfies readonly { id: string; name: ProductDisplayName; description: string }[];

/** Each product's name and description in both languages (the grid, the product pages, the quote forms): the English is the catalogue's. */
export const PRODUCT_TEXT = defineCatalogue(
  'products',
  Object.fromEntries(
    PRODUCT_CATALOGUE.flatMap((product) => [
      [`${product.id}.name`, product.name],
      [`${product.id}.description`, product.description],
    ]),
  ),
  {
    'home-insurance.name': 'Seguro de hogar',
    'home-insurance.description': 'Proteja su casa, sus pertenencias y su responsabilidad civil si alguien se lesiona en su propiedad.',
    'auto-insurance.name': 'Seguro de auto',
    'auto-insurance.description': 'Cobertura de responsabilidad civil, choque y cobertura amplia para sus autos y las personas que los manejan.',
    'flood-insurance.name': 'Seguro contra inundaciones',
    'flood-insurance.description':
      'La cobertura contra inundaciones que una póliza de hogar estándar no incluye, del programa federal o de aseguradoras privadas.',
    'medicare.name': 'Medicare',
    'medicare.description': 'Compare planes Medicare Advantage, planes suplementarios y planes de medicamentos con un especialista con licencia.',
    'life-insurance.name': 'Seguro de vida',
    'life-insurance.description': 'Seguro de vida temporal y permanente para las personas que dependen de sus ingresos.',
    'pet-insurance.name': 'Seguro para mascotas',
    'pet-insurance.description': 'Ayuda con las cuentas del veterinario por accidentes y enfermedades, para que el cuidado nunca sea una decisión de dinero.',
    'commercial-insurance.name': 'Seguro comercial',
    'commercial-insurance.description': 'Responsabilidad civil general, propiedad, compensación para trabajadores y más para su empresa.',
    'umbrella-insurance.name': 'Seguro de responsabilidad civil adicional (umbrella)',
    'umbrella-insurance.description':
      'Cobertura de responsabilidad civil adicional por encima de sus pólizas de hogar y de auto, para los reclamos que las superen.',
  },
);

/** A product's name in the language `texts` speaks, by its display name; a name we do not list (a link's own), as it is. */
export function productNameIn(displayName: string, texts: Texts): string {
  const product = PRODUCT_CATALOGUE.find((item) => item.name === displayName);
  return product ? texts(PRODUCT_TEXT)(`${product.id}.name`) : displayName;
}

/** The product a quote page shows when the query names none. */
export const DEFAULT_PRODUCT_TYPE: ProductDisplayName = 'Home Insurance';

/** Seed 000 §5: the simple form asks for the property address only for these. */
export const SIMPLE_FORM_PROPERTY_PRODUCTS: readonly string[] = ['Home Insurance', 'Flood Insurance', 'Auto Insurance'];

/** Seed 000 §2.5: the standard form's Property Information section is shown for these four. */
export const STANDARD_FORM_PROPERTY_PRODUCTS: readonly string[] = ['Home Insurance', 'Auto Insurance', 'Flood Insurance', 'Umbrella Insurance'];

const normalise = (productType: string) => productType.trim().toLowerCase();

export const needsPropertyAddress = (productType: string, products: readonly string[]) => products.some((name) => normalise(name) === normalise(productType));
