import { defineCatalogue } from '@site/i18n/catalogue';

/**
 * The carrier directory's words (seed 001 §2 "Carrier directory", §8): its two modes, their introductions, and
 * what its list says when it shows no carrier. The carriers' names, sites and phone numbers are theirs.
 */
export const CARRIER_DIRECTORY_TEXT = defineCatalogue(
  'carrier-directory',
  {
    'mode.payment': 'Make a Payment',
    'mode.claim': 'File a Claim',
    'intro.payment': 'Premiums are paid to your insurance carrier. Find yours for its payment page, billing line and overnight payment address.',
    'intro.claim': 'Claims are filed with your insurance carrier. Find yours for its claims page and claims line. Call 911 first if anyone is hurt.',
    modes: 'What do you need to do?',
    pageTitle: '{title} - Carrier Directory',
    noneAvailable: 'No carriers available',
    noMatch: 'No carriers found matching "{search}"',
  },
  {
    'mode.payment': 'Hacer un pago',
    'mode.claim': 'Presentar un reclamo',
    'intro.payment':
      'Las primas se pagan a su aseguradora. Búsquela para ver su página de pagos, su línea de facturación y su dirección para pagos con entrega al día siguiente.',
    'intro.claim':
      'Los reclamos se presentan ante su aseguradora. Búsquela para ver su página de reclamos y su línea de reclamos. Si alguien está herido, llame primero al 911.',
    modes: '¿Qué necesita hacer?',
    pageTitle: '{title} - Directorio de aseguradoras',
    noneAvailable: 'No hay aseguradoras disponibles',
    noMatch: 'No encontramos aseguradoras que coincidan con "{search}"',
  },
);
