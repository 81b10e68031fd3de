import { productNameIn, type ProductDisplayName } from '@contracts/products';
import { defineCatalogue, type Texts, type Translate } from '@site/i18n/catalogue';
import { routes } from '@site/paths';
import { guideSearchEntriesIn } from './guides/search-entries';
import { searchKeywords, type SearchLanguage, type SiteSearchEntry } from './site-search';

/**
 * The site index that the site search (/?search=..., sent by the 404 page) looks through: the product
 * guides (from the guide content), the quote pages, the customer service portal and About Us. Built from
 * our own content and route helpers only, in the page's language: every word from a catalogue (the guides',
 * the products' PRODUCT_TEXT and SITE_INDEX_TEXT below), so the pseudo-locale reaches it.
 */

/**
 * The index's own words: each page's title and description as the search shows them, and the words it is
 * found by ('keywords': separated by commas, never shown). {product} is the product's name (PRODUCT_TEXT),
 * inside an English sentence in lower case ('Request a flood insurance quote').
 */
const SITE_INDEX_TEXT = defineCatalogue(
  'site-index',
  {
    'chooseProducts.title': 'Get a Quote',
    'chooseProducts.description':
      'Select products to bundle & save: home, auto, flood, Medicare, life, pet and business insurance, plus home and auto warranties.',
    'chooseProducts.keywords': 'quote, products, bundle, save, compare, rates, insurance, warranty',
    'quote.title': '{product} Quote',
    'quote.description': 'Request a {product} quote. An expert contacts you within 24 hours with quotes from top-rated insurers.',
    'quote.keywords': 'quote, price, rates',
    'quote.home.keywords': 'homeowners, house, property, condo',
    'quote.auto.keywords': 'car, vehicle, driver, motorcycle',
    'quote.flood.keywords': 'flood zone, nfip, water',
    'quote.medicare.keywords': 'health, medicare advantage, supplement, drug plan, seniors',
    'quote.life.keywords': 'term life, whole life, family',
    'quote.pet.keywords': 'dog, cat, vet',
    'quote.commercial.keywords': 'commercial, liability, company, workers compensation',
    'quote.umbrella.keywords': 'liability, excess',
    'customerService.title': 'Customer Service',
    'customerService.description': 'Pay a premium, file a claim, request a policy change, chat with us live or look up your policy.',
    'customerService.keywords': 'help, support, service, portal, payment, claim, live chat, contact',
    'policySearch.title': 'Policy Search',
    'policySearch.description': 'Look up a policy by its policy number or the customer’s name.',
    'policySearch.keywords': 'policy number, find my policy, lookup, customer name',
    'payment.title': 'Make a Payment',
    'payment.description': 'Find your carrier’s billing phone, overnight payment address and online payment page.',
    'payment.keywords': 'pay, payment, bill, billing, premium, carrier directory, carriers',
    'claim.title': 'File a Claim',
    'claim.description': 'Find your carrier’s claims phone number and website to start a claim.',
    'claim.keywords': 'claim, claims, damage, accident, loss, carrier directory, carriers',
    'policyChanges.title': 'Policy Changes',
    'policyChanges.description': 'Request a change to your policy: mortgagee, home, auto, mailing address or other changes, or a cancellation.',
    'policyChanges.keywords': 'change, update, endorsement, mortgagee, cancellation, vehicle, driver, address',
    'mortgagee.title': 'Mortgagee Changes',
    'mortgagee.description': 'Add, replace or remove the mortgage company or lender named on your home policy.',
    'mortgagee.keywords': 'mortgagee, mortgage, lender, loan, bank, refinance',
    'homeChanges.title': 'Home Insurance Changes',
    'homeChanges.description': 'Change the coverage, deductible, address or people on your home insurance policy.',
    'homeChanges.keywords': 'home, homeowners, coverage, deductible, policy change',
    'autoChanges.title': 'Auto Policy Changes',
    'autoChanges.description': 'Add or remove a vehicle or a driver, or change the coverage on your auto policy.',
    'autoChanges.keywords': 'auto, car, vehicle, driver, policy change',
    'cancellation.title': 'Cancellation Request',
    'cancellation.description': 'Ask us to cancel a policy on the date you choose.',
    'cancellation.keywords': 'cancel, cancellation, stop, end policy',
    'mailingAddress.title': 'Mailing Address Change',
    'mailingAddress.description': 'Tell us where to send your policy documents and bills.',
    'mailingAddress.keywords': 'mailing address, address, moved, mail, bills, policy change',
    'otherChanges.title': 'Other Policy Changes',
    'otherChanges.description': 'Any other change to your policy that the other forms do not cover.',
    'otherChanges.keywords': 'change, request, other',
    'lenderRequests.title': 'Lender Requests',
    'lenderRequests.description': 'For lenders and mortgagees: request a mortgagee change, a coverage change or proof of insurance.',
    'lenderRequests.keywords': 'lender, mortgagee, bank, lender portal, evidence of insurance',
    'proof.title': 'Request Proof of Insurance',
    'proof.description': 'Lenders request evidence of insurance for a borrower’s policy.',
    'proof.keywords': 'proof, evidence of insurance, lender, mortgagee, certificate',
    'coverage.title': 'Request Coverage Change',
    'coverage.description': 'Lenders request a change to the coverage on a borrower’s policy.',
    'coverage.keywords': 'lender, coverage, mortgagee',
    'documents.title': 'Document Management',
    'documents.description': 'Download our forms, or upload documents for your policy.',
    'documents.keywords': 'documents, forms, upload, download, files',
    'stateInsurer.title': 'State-Insurer Letter Help',
    'stateInsurer.description':
      'Received a letter from Florida’s state-backed insurer? Help with policy depopulation, proof of residency and proof of flood coverage.',
    'stateInsurer.keywords': 'citizens, florida, letter, depopulation, proof of residency, flood coverage, state insurer',
    'about.title': 'About Us',
    'about.description': 'Who we are: ten member companies, and a flood agency across 49 states with 10+ flood carriers and 20+ programs.',
    'about.keywords': 'about, company, companies, members, who we are, flood agency, franchise, agency',
    /** What kind of page a result is (its label in the results). */
    'section.guide': 'Product guide',
    'section.lender': 'Lender portal',
    'section.customerService': 'Customer service',
    'section.quote': 'Get a quote',
    'section.about': 'About us',
    'section.page': 'Page',
  },
  {
    'chooseProducts.title': 'Cotizar',
    'chooseProducts.description':
      'Elija productos para combinarlos y ahorrar: seguros de hogar, auto, inundación, Medicare, vida, mascotas y negocios, además de garantías para el hogar y el auto.',
    'chooseProducts.keywords': 'cotización, cotizar, productos, combinar, ahorrar, comparar, tarifas, seguro, seguros, garantía',
    'quote.title': '{product}: cotización',
    'quote.description':
      '{product}: solicite una cotización. Un experto se comunica con usted en un plazo de 24 horas con cotizaciones de aseguradoras de primer nivel.',
    'quote.keywords': 'cotización, cotizar, precio, tarifas',
    'quote.home.keywords': 'propietarios de vivienda, casa, vivienda, propiedad, condominio',
    'quote.auto.keywords': 'carro, coche, vehículo, conductor, motocicleta',
    'quote.flood.keywords': 'zona de inundación, nfip, agua',
    'quote.medicare.keywords': 'salud, medicare advantage, plan suplementario, plan de medicamentos, personas mayores',
    'quote.life.keywords': 'vida temporal, vida entera, familia',
    'quote.pet.keywords': 'perro, gato, veterinario',
    'quote.commercial.keywords': 'comercial, negocio, responsabilidad civil, empresa, compensación para trabajadores',
    'quote.umbrella.keywords': 'responsabilidad civil, exceso, umbrella',
    'customerService.title': 'Servicio al cliente',
    'customerService.description': 'Pague una prima, presente un reclamo, solicite un cambio en su póliza, chatee con nosotros en vivo o busque su póliza.',
    'customerService.keywords': 'ayuda, soporte, servicio, portal, pago, reclamo, chat en vivo, contacto',
    'policySearch.title': 'Búsqueda de pólizas',
    'policySearch.description': 'Busque una póliza por su número de póliza o por el nombre del cliente.',
    'policySearch.keywords': 'número de póliza, buscar mi póliza, consultar, nombre del cliente',
    'payment.title': 'Hacer un pago',
    'payment.description': 'Encuentre el teléfono de facturación de su aseguradora, su dirección para pagos urgentes y su página de pagos en línea.',
    'payment.keywords': 'pagar, pago, factura, facturación, prima, directorio de aseguradoras, aseguradoras',
    'claim.title': 'Presentar un reclamo',
    'claim.description': 'Encuentre el número de teléfono de reclamos de su aseguradora y su sitio web para iniciar un reclamo.',
    'claim.keywords': 'reclamo, reclamos, daño, daños, accidente, pérdida, directorio de aseguradoras, aseguradoras',
    'policyChanges.title': 'Cambios en la póliza',
    'policyChanges.description': 'Solicite un cambio en su póliza: acreedor hipotecario, hogar, auto, dirección postal u otros cambios, o una cancelación.',
    'policyChanges.keywords': 'cambio, cambiar, actualizar, endoso, acreedor hipotecario, cancelación, vehículo, conductor, dirección',
    'mortgagee.title': 'Cambios de acreedor hipotecario',
    'mortgagee.description': 'Agregue, reemplace o quite la compañía hipotecaria o el prestamista que figura en su póliza de hogar.',
    'mortgagee.keywords': 'acreedor hipotecario, hipoteca, prestamista, préstamo, banco, refinanciar',
    'homeChanges.title': 'Cambios en su seguro de hogar',
    'homeChanges.description': 'Cambie la cobertura, el deducible, la dirección o las personas de su póliza de seguro de hogar.',
    'homeChanges.keywords': 'hogar, casa, propietarios de vivienda, cobertura, deducible, cambio de póliza',
    'autoChanges.title': 'Cambios en su póliza de auto',
    'autoChanges.description': 'Agregue o quite un vehículo o un conductor, o cambie la cobertura de su póliza de auto.',
    'autoChanges.keywords': 'auto, carro, coche, vehículo, conductor, cambio de póliza',
    'cancellation.title': 'Solicitud de cancelación',
    'cancellation.description': 'Pídanos cancelar una póliza en la fecha que usted elija.',
    'cancellation.keywords': 'cancelar, cancelación, terminar, dar de baja',
    'mailingAddress.title': 'Cambio de dirección postal',
    'mailingAddress.description': 'Díganos adónde enviar los documentos y las facturas de su póliza.',
    'mailingAddress.keywords': 'dirección postal, dirección, mudanza, me mudé, correo, facturas, cambio de póliza',
    'otherChanges.title': 'Otros cambios en la póliza',
    'otherChanges.description': 'Cualquier otro cambio en su póliza que los demás formularios no cubren.',
    'otherChanges.keywords': 'cambio, solicitud, otro',
    'lenderRequests.title': 'Solicitudes de prestamistas',
    'lenderRequests.description':
      'Para prestamistas y acreedores hipotecarios: solicite un cambio de acreedor hipotecario, un cambio de cobertura o una constancia de seguro.',
    'lenderRequests.keywords': 'prestamista, acreedor hipotecario, banco, portal para prestamistas, constancia de seguro',
    'proof.title': 'Solicitar una constancia de seguro',
    'proof.description': 'Los prestamistas solicitan una constancia de seguro de la póliza de un prestatario.',
    'proof.keywords': 'constancia, prueba, constancia de seguro, prestamista, acreedor hipotecario, certificado',
    'coverage.title': 'Solicitar un cambio de cobertura',
    'coverage.description': 'Los prestamistas solicitan un cambio en la cobertura de la póliza de un prestatario.',
    'coverage.keywords': 'prestamista, cobertura, acreedor hipotecario',
    'documents.title': 'Administración de documentos',
    'documents.description': 'Descargue nuestros formularios o suba documentos para su póliza.',
    'documents.keywords': 'documentos, formularios, subir, descargar, archivos',
    'stateInsurer.title': 'Ayuda con cartas de la aseguradora estatal',
    'stateInsurer.description':
      '¿Recibió una carta de la aseguradora respaldada por el estado de Florida? Ayuda con la despoblación de pólizas, la prueba de residencia y la prueba de cobertura contra inundaciones.',
    'stateInsurer.keywords': 'citizens, florida, carta, despoblación, prueba de residencia, cobertura contra inundaciones, aseguradora estatal',
    'about.title': 'Quiénes somos',
    'about.description':
      'Quiénes somos: diez compañías afiliadas y una agencia de seguros contra inundaciones en 49 estados, con más de 10 aseguradoras y más de 20 programas de inundación.',
    'about.keywords': 'nosotros, compañía, compañías, afiliadas, quiénes somos, agencia de inundación, franquicia, agencia',
    'section.guide': 'Guía de productos',
    'section.lender': 'Portal para prestamistas',
    'section.customerService': 'Servicio al cliente',
    'section.quote': 'Cotizar',
    'section.about': 'Quiénes somos',
    'section.page': 'Página',
  },
);

type IndexText = Translate<keyof typeof SITE_INDEX_TEXT.en & string>;

/** The quote pages: the product's /quotes/{id} page, by the id its card uses (seed 000 §2.3). */
const QUOTE_PAGES: readonly { id: 'home' | 'auto' | 'flood' | 'medicare' | 'life' | 'pet' | 'commercial' | 'umbrella'; product: ProductDisplayName }[] = [
  { id: 'home', product: 'Home Insurance' },
  { id: 'auto', product: 'Auto Insurance' },
  { id: 'flood', product: 'Flood Insurance' },
  { id: 'medicare', product: 'Medicare' },
  { id: 'life', product: 'Life Insurance' },
  { id: 'pet', product: 'Pet Insurance' },
  { id: 'commercial', product: 'Business Insurance' },
  { id: 'umbrella', product: 'Umbrella Insurance' },
];

export function quoteSearchEntries({ locale, texts }: SearchLanguage): SiteSearchEntry[] {
  const text = texts(SITE_INDEX_TEXT);
  const quotePage = ({ id, product }: (typeof QUOTE_PAGES)[number]): SiteSearchEntry => {
    const name = productNameIn(product, texts);
    return {
      title: text('quote.title', { product: name }),
      // In English the name sits inside the sentence; the Spanish sentence starts with it.
      description: text('quote.description', { product: locale === 'en' ? name.toLowerCase() : name }),
      href: routes.quotes.simple(id, product),
      keywords: [...searchKeywords(text('quote.keywords')), ...searchKeywords(text(`quote.${id}.keywords`))],
    };
  };
  return [entry(text, 'chooseProducts', routes.chooseProducts()), ...QUOTE_PAGES.map(quotePage)];
}

type EntryKey =
  | 'chooseProducts'
  | 'customerService'
  | 'policySearch'
  | 'payment'
  | 'claim'
  | 'policyChanges'
  | 'mortgagee'
  | 'homeChanges'
  | 'autoChanges'
  | 'cancellation'
  | 'mailingAddress'
  | 'otherChanges'
  | 'lenderRequests'
  | 'proof'
  | 'coverage'
  | 'documents'
  | 'stateInsurer'
  | 'about';

const entry = (text: IndexText, key: EntryKey, href: string): SiteSearchEntry => ({
  title: text(`${key}.title`),
  description: text(`${key}.description`),
  href,
  keywords: searchKeywords(text(`${key}.keywords`)),
});

/**
 * The mailing address change's page: its form's descriptor (contracts/policy-changes/mailing-address.form.ts)
 * names it, and site/pages.ts as here; the descriptor itself, and the form code it brings (some 50 KB gzipped),
 * stay out of the search's chunk (site-index.test.ts checks that both say the same address).
 */
const MAILING_ADDRESS_CHANGE_PATH = `${routes.customerService.policyChanges()}/mailing-address`;

export function portalSearchEntries(texts: Texts): SiteSearchEntry[] {
  const text = texts(SITE_INDEX_TEXT);
  return [
    entry(text, 'customerService', routes.customerServicePage()),
    entry(text, 'policySearch', routes.customerService.policySearch()),
    entry(text, 'payment', routes.customerService.carrierDirectory('payment')),
    entry(text, 'claim', routes.customerService.carrierDirectory('claim')),
    entry(text, 'policyChanges', routes.customerService.policyChanges()),
    entry(text, 'mortgagee', routes.customerService.policyChanges.mortgagee()),
    entry(text, 'homeChanges', routes.customerService.policyChanges.home()),
    entry(text, 'autoChanges', routes.customerService.policyChanges.auto()),
    entry(text, 'cancellation', routes.customerService.policyChanges.cancellation()),
    entry(text, 'mailingAddress', MAILING_ADDRESS_CHANGE_PATH),
    entry(text, 'otherChanges', routes.customerService.policyChanges.other()),
    entry(text, 'lenderRequests', routes.customerService.lenderRequests()),
    entry(text, 'proof', routes.customerService.lenderRequests.proof()),
    entry(text, 'coverage', routes.customerService.lenderRequests.coverage()),
    entry(text, 'documents', routes.customerService.documentManagement()),
    entry(text, 'stateInsurer', routes.customerService.citizens()),
  ];
}

export const aboutSearchEntries = (texts: Texts): SiteSearchEntry[] => [entry(texts(SITE_INDEX_TEXT), 'about', routes.aboutUs())];

/** Entries in order of preference; a later entry with the same address as an earlier one is dropped. */
export function buildSiteIndex(...groups: SiteSearchEntry[][]): SiteSearchEntry[] {
  const seen = new Set<string>();
  return groups.flat().filter((entry) => !seen.has(entry.href) && seen.add(entry.href));
}

/** The site index in a language (the page's useLocale() and useTexts()): the guides first. */
export const siteIndexIn = (language: SearchLanguage): SiteSearchEntry[] =>
  buildSiteIndex(guideSearchEntriesIn(language.texts), quoteSearchEntries(language), portalSearchEntries(language.texts), aboutSearchEntries(language.texts));

/** What kind of page an entry is, from its address (for the results' labels), in the language of `texts`. */
export function siteSectionOf(href: string, texts: Texts): string {
  const text = texts(SITE_INDEX_TEXT);
  const [path = ''] = href.split('?');
  if (path.startsWith('/products/')) return text('section.guide');
  if (path.startsWith('/customerservice/lender-requests')) return text('section.lender');
  if (path.startsWith('/customerservice')) return text('section.customerService');
  if (path.startsWith('/quotes/') || path === routes.chooseProducts()) return text('section.quote');
  if (path === routes.aboutUs()) return text('section.about');
  return text('section.page');
}
