import { AGENCY } from '@site/agency';
import { defineCatalogue } from '@site/i18n/catalogue';

/** About Us's own words (seed 000 §2.8); the member companies and the flood claims are app/content/member-companies.ts's. */
export const ABOUT_US_TEXT = defineCatalogue(
  'about-us',
  {
    /** The eyebrow above the headline, and the page's title. */
    title: 'About Us',
    headline: 'The #1 insurtech agency in the USA',
    intro: `${AGENCY.name} is one of ten member companies that share one idea: buying insurance should be simple. Together we quote, place and service home, auto, flood, life, health and business cover for families, businesses and the professionals who serve them in 49 out of 50 states.`,
    companiesHeading: 'Our member companies',
    companiesIntro: 'Each company focuses on one part of the insurance journey, and every one of them can hand you to the others.',
    'cta.heading': 'Ready to see what you could save?',
    'cta.text': 'Compare quotes from top-rated insurers, or talk to our team about a policy you already have.',
    'cta.quote': 'GET A QUOTE',
    'cta.customerService': 'Customer Service',
  },
  {
    title: 'Quiénes somos',
    headline: 'La agencia insurtech n.º 1 de EE. UU.',
    intro: `${AGENCY.name} es una de diez compañías afiliadas que comparten una idea: comprar un seguro debe ser sencillo. Juntas cotizamos, colocamos y atendemos seguros de hogar, auto, inundación, vida, salud y negocios para familias, empresas y los profesionales que las atienden en 49 de los 50 estados.`,
    companiesHeading: 'Nuestras compañías afiliadas',
    companiesIntro: 'Cada compañía se dedica a una parte del proceso de contratar un seguro, y cualquiera de ellas puede ponerle en contacto con las demás.',
    'cta.heading': '¿Quiere ver cuánto podría ahorrar?',
    'cta.text': 'Compare cotizaciones de aseguradoras de primer nivel o hable con nuestro equipo sobre una póliza que ya tiene.',
    'cta.quote': 'COTIZAR',
    'cta.customerService': 'Servicio al cliente',
  },
);
