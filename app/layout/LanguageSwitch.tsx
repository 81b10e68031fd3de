import { Anchor, type AnchorProps } from '@mantine/core';
import { useContext, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { useLocale } from '@design-system/i18n/Locale';
import { isSpanishPagePath } from '@site/pages';
import { LOCALE_COOKIE, LOCALE_NAMES, pathInLocale, type Locale } from '@site/locales';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The choice, for the next visit: the server sends a person who chose Spanish from an English address to its Spanish one. */
const rememberLocale = (locale: Locale) => {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
};

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

type LanguageSwitchProps = AnchorProps & {
  /** Where the page has no version in the other language: offer that language's home page (the footer) rather than nothing (the header). */
  homeWhenMissing?: boolean;
  onSwitch?: () => void;
};

/**
 * "Español" on an English page, "English" on a Spanish one, each named in its own language (GOV.UK's
 * pattern). It leads to the same page in the other language, and switches in place: the page stays mounted,
 * so a form keeps its step and answers.
 */
export function LanguageSwitch({ homeWhenMissing = false, onSwitch, ...anchorProps }: LanguageSwitchProps) {
  const locale = useLocale();
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const other: Locale = locale === 'en' ? 'es' : 'en';
  const samePage = other === 'en' || isSpanishPagePath(location.pathname);
  if (!samePage && !homeWhenMissing) return null;
  const href = samePage ? `${pathInLocale(location.pathname, other)}${location.search}${location.hash}` : pathInLocale('/', other);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    rememberLocale(other);
    onSwitch?.();
    // The history itself, not useNavigate: the address leaves the current language's base.
    navigator.push(href, location.state);
  };
  return (
    <Anchor href={href} lang={other} hrefLang={other} onClick={onClick} data-testid="language-switch" {...anchorProps}>
      {LOCALE_NAMES[other]}
    </Anchor>
  );
}
