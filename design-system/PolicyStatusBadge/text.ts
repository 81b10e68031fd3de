import { defineCatalogue } from '@site/i18n/catalogue';

/** A policy's status as its badge says it (seed 001 §4: Active, Pending, Expired, Cancelled); a status we do not list keeps its own words. */
export const POLICY_STATUS_TEXT = defineCatalogue(
  'policy-status',
  { status: '{known, select, other {{status}}}' },
  { status: '{known, select, active {Activa} pending {Pendiente} expired {Vencida} cancelled {Cancelada} other {{status}}}' },
);
