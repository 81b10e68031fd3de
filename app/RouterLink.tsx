import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '@design-system/i18n/Locale';
import type { LinkProps } from '@design-system/navigation/LinkContext';
import { isSpanishPagePath } from '@site/pages';

const isExternal = (href: string) => /^(?:[a-z]+:|\/\/)/i.test(href);

/**
 * The design system's links, navigating with react-router inside the app and as anchors elsewhere. On a
 * Spanish page, a page not written in Spanish is followed as a plain link to its English address, leaving
 * the Spanish site (the router's base) rather than showing English words under /es.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(({ href, ...props }, ref) => {
  const locale = useLocale();
  if (isExternal(href)) return <a ref={ref} href={href} {...props} />;
  if (locale === 'es' && !isSpanishPagePath(new URL(href, 'http://page').pathname)) return <a ref={ref} href={href} hrefLang="en" {...props} />;
  return <Link ref={ref} to={href} {...props} />;
});
RouterLink.displayName = 'RouterLink';
