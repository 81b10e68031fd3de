import { defineCatalogue } from '@site/i18n/catalogue';

/** Seed 001 §2 "Older carrier services page": its own words. The carriers' names, sites and phone numbers are theirs. */
export const CARRIER_SERVICES_TEXT = defineCatalogue(
  'carrier-services',
  {
    title: 'Carrier Services',
    intro: 'Pay your premium or start a claim directly with your insurance carrier.',
    'tab.payment': 'Make a Payment',
    'tab.claim': 'File a Claim',
    claimNote: 'Contact your agent or call the claims number to initiate a claim.',
    empty: 'No carriers found matching your search.',
  },
  {
    title: 'Servicios de aseguradoras',
    intro: 'Pague su prima o inicie un reclamo directamente con su aseguradora.',
    'tab.payment': 'Hacer un pago',
    'tab.claim': 'Presentar un reclamo',
    claimNote: 'Comuníquese con su agente o llame al número de reclamos para iniciar un reclamo.',
    empty: 'No encontramos aseguradoras que coincidan con su búsqueda.',
  },
);
