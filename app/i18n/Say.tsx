import { useTexts } from '@design-system/i18n/Locale';
import type { Message } from '@site/i18n/catalogue';

/** A catalogue's message in the page's language, where words are given before any component runs (a step's field defined with the step). */
export function Say({ message }: { message: Message }) {
  const texts = useTexts();
  return <>{message(texts)}</>;
}
