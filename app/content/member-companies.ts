/**
 * About Us (seed 000 §1, §2.8): the group of member companies the agency belongs to, and the group's
 * flood claims, in both languages. The companies' names are this product's own (fictional) brands, the same
 * in Spanish; what each does is in the catalogue.
 */
import { defineCatalogue, textsIn, type Texts } from '@site/i18n/catalogue';

/** Which picture a company's card shows (the page maps these to icons). */
export type MemberCompanyIcon =
  'mortgage' | 'flood' | 'franchise' | 'construction' | 'high-value' | 'exchange' | 'pipeline' | 'independent' | 'full-service' | 'health';

export type MemberCompany = {
  name: string;
  /** What the company does, in the words of seed 000 §1. */
  focus: string;
  description: string;
  icon: MemberCompanyIcon;
};

/** Seed 000 §1: the ten member companies, in the order the specification lists what they do; each names its words in the catalogue. */
const COMPANIES = [
  { name: 'Keystone Lender Connect', icon: 'mortgage' },
  { name: 'Keystone Flood Agency', icon: 'flood' },
  { name: 'Keystone Agency Franchise', icon: 'franchise' },
  { name: 'Keystone New Build', icon: 'construction' },
  { name: 'Keystone Private Client', icon: 'high-value' },
  { name: 'Keystone Lead Exchange', icon: 'exchange' },
  { name: 'Keystone Pipeline', icon: 'pipeline' },
  { name: 'Keystone Agency Alliance', icon: 'independent' },
  { name: 'Keystone Insurance Services', icon: 'full-service' },
  { name: 'Keystone Health Advisors', icon: 'health' },
] as const satisfies readonly { name: string; icon: MemberCompanyIcon }[];

/** Seed 000 §1: the flood figures, the same in both languages (member-companies.test.ts checks the words carry them). */
const FLOOD_FIGURES = [
  { value: '49', key: 'states' },
  { value: '10+', key: 'carriers' },
  { value: '20+', key: 'programs' },
] as const;

const MEMBER_COMPANIES_TEXT = defineCatalogue(
  'member-companies',
  {
    'mortgage.focus': 'Home insurance quotes for mortgage professionals',
    'mortgage.description': 'Loan officers and real estate agents request a home insurance quote for a buyer in minutes, so no closing waits on a binder.',
    'flood.focus': 'Flood agencies',
    'flood.description': 'A flood agency across 49 states, placing federal and private flood cover with 10+ flood carriers and 20+ programs.',
    'franchise.focus': 'An agency franchise model',
    'franchise.description': 'Entrepreneurs open their own agency under the Keystone name, with carrier appointments, training and technology from day one.',
    'construction.focus': 'New construction insurance',
    'construction.description': 'Builder’s risk and first-year homeowner cover for new construction, arranged with the builder before the keys change hands.',
    'high-value.focus': 'High value insurance',
    'high-value.description': 'Cover for high-value homes, collections and vehicles, from carriers that specialise in what standard policies cap or exclude.',
    'exchange.focus': 'A lead exchange',
    'exchange.description': 'Licensed agencies exchange verified, consented insurance leads, so every visitor reaches an agent who writes what they need.',
    'pipeline.focus': 'A lead-to-policy pipeline',
    'pipeline.description': 'One pipeline from the first quote request to the issued policy: routing, follow-up and carrier submission, tracked at every step.',
    'independent.focus': 'Independent agency support',
    'independent.description': 'Independent agencies get carrier access, back-office help and service support while keeping their own name and clients.',
    'full-service.focus': 'A full-service agency',
    'full-service.description': 'Personal and commercial lines under one roof: quotes, policy changes, renewals and claims help from licensed agents.',
    'health.focus': 'A health specialist',
    'health.description': 'Licensed specialists compare Medicare Advantage, Supplement and drug plans, and health cover for individuals and families.',
    'floodClaims.heading': 'Flood insurance is where we started',
    'floodClaims.text':
      'A flood agency across 49 states, working with many flood carriers and programs, so we can find flood cover that fits your home and your budget.',
    'floodClaims.states': 'states served by our flood agency',
    'floodClaims.carriers': 'flood carriers',
    'floodClaims.programs': 'flood programs',
  },
  {
    'mortgage.focus': 'Cotizaciones de seguro de hogar para profesionales hipotecarios',
    'mortgage.description':
      'Los oficiales de préstamos y los agentes de bienes raíces piden en minutos una cotización de seguro de hogar para un comprador, para que ningún cierre tenga que esperar una constancia de cobertura provisional (binder).',
    'flood.focus': 'Agencias de seguros de inundación',
    'flood.description':
      'Una agencia de seguros de inundación en 49 estados, que consigue cobertura de inundación federal y privada con más de 10 aseguradoras de inundación y más de 20 programas.',
    'franchise.focus': 'Un modelo de franquicia de agencias',
    'franchise.description':
      'Emprendedores abren su propia agencia con el nombre Keystone, con nombramientos de aseguradoras, capacitación y tecnología desde el primer día.',
    'construction.focus': 'Seguros para construcción nueva',
    'construction.description':
      'Seguro de riesgo del constructor y cobertura de propietario de vivienda para el primer año en construcciones nuevas, acordados con el constructor antes de la entrega de las llaves.',
    'high-value.focus': 'Seguros para bienes de alto valor',
    'high-value.description':
      'Cobertura para viviendas, colecciones y vehículos de alto valor, con aseguradoras que se especializan en lo que las pólizas estándar limitan o excluyen.',
    'exchange.focus': 'Un intercambio de clientes potenciales',
    'exchange.description':
      'Agencias con licencia intercambian clientes potenciales de seguros verificados y con su consentimiento, para que cada visitante llegue a un agente que ofrezca lo que necesita.',
    'pipeline.focus': 'Un proceso desde el cliente potencial hasta la póliza',
    'pipeline.description':
      'Un solo proceso desde la primera solicitud de cotización hasta la póliza emitida: asignación, seguimiento y envío a la aseguradora, registrados en cada paso.',
    'independent.focus': 'Apoyo a agencias independientes',
    'independent.description':
      'Las agencias independientes obtienen acceso a aseguradoras, ayuda administrativa y apoyo de servicio, sin dejar de usar su propio nombre ni perder a sus clientes.',
    'full-service.focus': 'Una agencia de servicio completo',
    'full-service.description':
      'Seguros personales y comerciales en un solo lugar: cotizaciones, cambios de póliza, renovaciones y ayuda con reclamos de agentes con licencia.',
    'health.focus': 'Un especialista en salud',
    'health.description':
      'Especialistas con licencia comparan planes Medicare Advantage, Medicare Supplement y de medicamentos recetados, y cobertura de salud para personas y familias.',
    'floodClaims.heading': 'Empezamos con los seguros de inundación',
    'floodClaims.text':
      'Una agencia de seguros de inundación en 49 estados, que trabaja con muchas aseguradoras y programas de inundación, para encontrar una cobertura de inundación que se ajuste a su vivienda y a su presupuesto.',
    'floodClaims.states': 'estados atendidos por nuestra agencia de seguros de inundación',
    'floodClaims.carriers': 'aseguradoras de inundación',
    'floodClaims.programs': 'programas de inundación',
  },
);

/** The ten member companies, with what each does in the language `texts` speaks. */
export const memberCompanies = (texts: Texts): MemberCompany[] => {
  const text = texts(MEMBER_COMPANIES_TEXT);
  return COMPANIES.map(({ name, icon }) => ({ name, icon, focus: text(`${icon}.focus`), description: text(`${icon}.description`) }));
};

/** Seed 000 §1: the claims the group makes for its flood business, in the language `texts` speaks. */
export const floodClaims = (texts: Texts) => {
  const text = texts(MEMBER_COMPANIES_TEXT);
  return {
    heading: text('floodClaims.heading'),
    text: text('floodClaims.text'),
    figures: FLOOD_FIGURES.map(({ value, key }) => ({ value, label: text(`floodClaims.${key}`) })),
  };
};

/** The companies in English, the spec's words (the e2e tests read them). */
export const MEMBER_COMPANIES: readonly MemberCompany[] = memberCompanies(textsIn('en'));
