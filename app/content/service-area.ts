/**
 * Where the agency writes insurance: seed 000 §9, '49 out of 50 States'.
 *
 * The one state we do not serve is a content setting: change `UNSERVED_STATE_CODE` (a USPS code from
 * `US_STATES`) and the home page's map, its text alternative, the list of served states and the
 * '49 out of 50 States' phrase all follow. The default is Alaska.
 */

export type UsState = {
  /** USPS code, e.g. 'FL'. */
  code: string;
  name: string;
  /** Two-digit FIPS code: the id of the state's shape in the us-atlas TopoJSON. */
  fips: string;
};

/** The fifty states (not DC or the territories), in alphabetical order. */
export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama', fips: '01' },
  { code: 'AK', name: 'Alaska', fips: '02' },
  { code: 'AZ', name: 'Arizona', fips: '04' },
  { code: 'AR', name: 'Arkansas', fips: '05' },
  { code: 'CA', name: 'California', fips: '06' },
  { code: 'CO', name: 'Colorado', fips: '08' },
  { code: 'CT', name: 'Connecticut', fips: '09' },
  { code: 'DE', name: 'Delaware', fips: '10' },
  { code: 'FL', name: 'Florida', fips: '12' },
  { code: 'GA', name: 'Georgia', fips: '13' },
  { code: 'HI', name: 'Hawaii', fips: '15' },
  { code: 'ID', name: 'Idaho', fips: '16' },
  { code: 'IL', name: 'Illinois', fips: '17' },
  { code: 'IN', name: 'Indiana', fips: '18' },
  { code: 'IA', name: 'Iowa', fips: '19' },
  { code: 'KS', name: 'Kansas', fips: '20' },
  { code: 'KY', name: 'Kentucky', fips: '21' },
  { code: 'LA', name: 'Louisiana', fips: '22' },
  { code: 'ME', name: 'Maine', fips: '23' },
  { code: 'MD', name: 'Maryland', fips: '24' },
  { code: 'MA', name: 'Massachusetts', fips: '25' },
  { code: 'MI', name: 'Michigan', fips: '26' },
  { code: 'MN', name: 'Minnesota', fips: '27' },
  { code: 'MS', name: 'Mississippi', fips: '28' },
  { code: 'MO', name: 'Missouri', fips: '29' },
  { code: 'MT', name: 'Montana', fips: '30' },
  { code: 'NE', name: 'Nebraska', fips: '31' },
  { code: 'NV', name: 'Nevada', fips: '32' },
  { code: 'NH', name: 'New Hampshire', fips: '33' },
  { code: 'NJ', name: 'New Jersey', fips: '34' },
  { code: 'NM', name: 'New Mexico', fips: '35' },
  { code: 'NY', name: 'New York', fips: '36' },
  { code: 'NC', name: 'North Carolina', fips: '37' },
  { code: 'ND', name: 'North Dakota', fips: '38' },
  { code: 'OH', name: 'Ohio', fips: '39' },
  { code: 'OK', name: 'Oklahoma', fips: '40' },
  { code: 'OR', name: 'Oregon', fips: '41' },
  { code: 'PA', name: 'Pennsylvania', fips: '42' },
  { code: 'RI', name: 'Rhode Island', fips: '44' },
  { code: 'SC', name: 'South Carolina', fips: '45' },
  { code: 'SD', name: 'South Dakota', fips: '46' },
  { code: 'TN', name: 'Tennessee', fips: '47' },
  { code: 'TX', name: 'Texas', fips: '48' },
  { code: 'UT', name: 'Utah', fips: '49' },
  { code: 'VT', name: 'Vermont', fips: '50' },
  { code: 'VA', name: 'Virginia', fips: '51' },
  { code: 'WA', name: 'Washington', fips: '53' },
  { code: 'WV', name: 'West Virginia', fips: '54' },
  { code: 'WI', name: 'Wisconsin', fips: '55' },
  { code: 'WY', name: 'Wyoming', fips: '56' },
];

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
