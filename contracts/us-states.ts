/** The fifty US states (seed 002 §3 'Carrier-independent lists'): the select of every address, and the map's shapes. */
import { defineCatalogue } from '@site/i18n/catalogue';

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

const STATE_CODES = new Set(US_STATES.map((state) => state.code));

/** Whether `code` is the USPS code of one of the fifty states. */
export const isUsStateCode = (code: string) => STATE_CODES.has(code);

/**
 * The states' names as the Spanish pages show them (the forms show each with its USPS code, "NY - Nueva York"):
 * the names US Spanish-language media use; the rest are written the same in both languages.
 */
export const US_STATE_NAMES = defineCatalogue(
  'us-states',
  Object.fromEntries(US_STATES.map((state) => [state.code, state.name])),
  Object.fromEntries(
    US_STATES.map((state) => [
      state.code,
      (
        {
          HI: 'Hawái',
          LA: 'Luisiana',
          MI: 'Míchigan',
          MS: 'Misisipi',
          MO: 'Misuri',
          NH: 'Nuevo Hampshire',
          NJ: 'Nueva Jersey',
          NM: 'Nuevo México',
          NY: 'Nueva York',
          NC: 'Carolina del Norte',
          ND: 'Dakota del Norte',
          OR: 'Oregón',
          PA: 'Pensilvania',
          SC: 'Carolina del Sur',
          SD: 'Dakota del Sur',
          WV: 'Virginia Occidental',
        } as Record<string, string>
      )[state.code] ?? state.name,
    ]),
  ),
);
