import { useMemo } from 'react';
import { US_STATE_NAMES, US_STATES } from '@contracts/us-states';
import { useTexts } from '@design-system/i18n/Locale';
import { defineCatalogue } from '@site/i18n/catalogue';

/** The state select of a change form's address (the auto change's, the mailing address's, the mortgagee's). */
export const STATE_SELECT_TEXT = defineCatalogue(
  'policy-change-state-select',
  {
    // Each state by its USPS code and its name: "FL - Florida".
    option: '{code} - {name}',
    placeholder: 'Select state',
  },
  {
    option: '{code} - {name}',
    placeholder: 'Seleccione un estado',
  },
);

/** The fifty states as a change form's select offers them, named in the page's language ("NY - Nueva York"). */
export function useStateOptions(): { value: string; label: string }[] {
  const texts = useTexts();
  return useMemo(() => {
    const text = texts(STATE_SELECT_TEXT);
    const name = texts(US_STATE_NAMES);
    return US_STATES.map((state) => ({ value: state.code, label: text('option', { code: state.code, name: name(state.code) }) }));
  }, [texts]);
}
