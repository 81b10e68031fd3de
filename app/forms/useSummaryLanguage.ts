import { useMemo } from 'react';
import { summaryLanguage, type SummaryLanguage } from '@contracts/forms/summary-language';
import { useLocale, useTexts } from '@design-system/i18n/Locale';

/** A request's summary in the page's language (the review step, the success screen). */
export function useSummaryLanguage(): SummaryLanguage {
  const locale = useLocale();
  const texts = useTexts();
  return useMemo(() => summaryLanguage(locale, texts), [locale, texts]);
}
