import { defineCatalogue } from '@site/i18n/catalogue';

export const STATES_MAP_TEXT = defineCatalogue(
  'states-map',
  { served: '{state}: served', unserved: '{state}: not served' },
  { served: '{state}: con servicio', unserved: '{state}: sin servicio' },
);
