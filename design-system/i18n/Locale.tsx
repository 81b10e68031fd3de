import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { translatorFor, type Catalogue, type CatalogueMessages, type Texts, type Translate } from '@site/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@site/locales';

type LocaleSetting = {
  locale: Locale;
  /** Where a catalogue's messages come from instead of its own words: the pseudo-locale's test. */
  messagesOf?: (catalogue: Catalogue) => CatalogueMessages;
};

const LocaleContext = createContext<LocaleSetting>({ locale: DEFAULT_LOCALE });

/** The language of what is inside: the app's router sets it from the address, Storybook from its toolbar. */
export function LocaleProvider({ locale, messagesOf, children }: LocaleSetting & { children: ReactNode }) {
  const setting = useMemo(() => ({ locale, messagesOf }), [locale, messagesOf]);
  return <LocaleContext.Provider value={setting}>{children}</LocaleContext.Provider>;
}

export const useLocale = (): Locale => useContext(LocaleContext).locale;

/** A catalogue's messages in the page's language: `const text = useText(HOME_TEXT); text('hero.heading')`. */
export function useText<Key extends string>(catalogue: Catalogue<Key>): Translate<Key> {
  const { locale, messagesOf } = useContext(LocaleContext);
  return useMemo(() => translatorFor(catalogue, locale, messagesOf?.(catalogue)), [catalogue, locale, messagesOf]);
}

/** Every catalogue in the page's language, for content built from several (the product grid: its own words and the products'). */
export function useTexts(): Texts {
  const { locale, messagesOf } = useContext(LocaleContext);
  return useMemo<Texts>(() => (catalogue) => translatorFor(catalogue, locale, messagesOf?.(catalogue)), [locale, messagesOf]);
}
