/**
 * Where the agency writes insurance: seed 000 §9, '49 out of 50 States'.
 *
 * The one state we do not serve is a content setting: change `UNSERVED_STATE_CODE` (a USPS code from
 * `US_STATES`) and the home page's map, its text alternative, the list of served states and the
 * '49 out of 50 States' phrase all follow. The default is Alaska.
 */

import { US_STATE_NAMES, US_STATES, type UsState } from '@contracts/us-states';
import { defineCatalogue, type Texts } from '@site/i18n/catalogue';

export { US_STATES, type UsState };

/** Setting: the USPS code of the one state the agency does not serve. */
export const UNSERVED_STATE_CODE = 'AK';

export type ServiceArea = {
  served: readonly UsState[];
  unserved: UsState;
  /** Seed 000 §9: '49 out of 50 States'. */
  headline: (texts: Texts) => string;
  /** One sentence naming the state not served, for the map's text alternative and the page. */
  summary: (texts: Texts) => string;
};

const SERVICE_AREA_TEXT = defineCatalogue(
  'service-area',
  { headline: '{served} out of {total} States', summary: 'We serve every state except {unserved}.' },
  { headline: '{served} de {total} estados', summary: 'Atendemos en todos los estados excepto {unserved}.' },
);

/** A state's name in a language ("Nueva York" on the Spanish pages). */
export const stateName = (state: UsState, texts: Texts): string => texts(US_STATE_NAMES)(state.code);

/** The service area when the state with this USPS code is the one not served. */
export function serviceAreaWithout(unservedCode: string): ServiceArea {
  const unserved = US_STATES.find((state) => state.code === unservedCode.trim().toUpperCase());
  if (!unserved) throw new Error(`Unknown state code for the service area: "${unservedCode}"`);
  const served = US_STATES.filter((state) => state !== unserved);
  return {
    served,
    unserved,
    headline: (texts) => texts(SERVICE_AREA_TEXT)('headline', { served: served.length, total: US_STATES.length }),
    summary: (texts) => texts(SERVICE_AREA_TEXT)('summary', { unserved: stateName(unserved, texts) }),
  };
}

export const SERVICE_AREA: ServiceArea = serviceAreaWithout(UNSERVED_STATE_CODE);
