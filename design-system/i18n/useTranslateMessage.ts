import { useCallback } from 'react';
import { translateMessage } from '@contracts/i18n/api-messages';
import { useTexts } from './Locale';

/**
 * The contracts' and the API's English messages (a field's refusal) in the page's language: for
 * zodFormValidator. Its own module, so the table of messages comes with the forms, not with every page.
 */
export function useTranslateMessage(): (message: string) => string {
  const texts = useTexts();
  return useCallback((message: string) => translateMessage(message, texts), [texts]);
}
