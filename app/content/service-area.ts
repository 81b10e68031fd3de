/**
 * Where the agency writes insurance: seed 000 §9, '49 out of 50 States'.
 *
 * The one state we do not serve is a content setting: change `UNSERVED_STATE_CODE` (a USPS code from
 * `US_STATES`) and the home page's map, its text alternative, the list of served states and the
 * '49 out of 50 States' phrase all follow. The default is Alaska.
 */

import { US_STATES, type UsState } from '@contracts/us-states';

export { US_STATES, type UsState };

/** Setting: the USPS code of the one state the agency does not serve. */
export const UNSERVED_STATE_CODE = 'AK';

export type ServiceArea = {
  served: readonly UsState[];
  unserved: UsState;
  /** Seed 000 §9: '49 out of 50 States'. */
  headline: string;
  /** One sentence naming the state not served, for the map's text alternative and the page. */
  summary: string;
};

/** The service area when the state with this USPS code is the one not served. */
export function serviceAreaWithout(unservedCode: string): ServiceArea {
  const unserved = US_STATES.find((state) => state.code === unservedCode.trim().toUpperCase());
  if (!unserved) throw new Error(`Unknown state code for the service area: "${unservedCode}"`);
  const served = US_STATES.filter((state) => state !== unserved);
  return {
    served,
    unserved,
    headline: `${served.length} out of ${US_STATES.length} States`,
    summary: `We serve every state except ${unserved.name}.`,
  };
}

export const SERVICE_AREA: ServiceArea = serviceAreaWithout(UNSERVED_STATE_CODE);
