import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from '@design-system/navigation/LinkContext';

const isExternal = (href: string) => /^(?:[a-z]+:|\/\/)/i.test(href);

/** The design system's links, navigating with react-router inside the app and as anchors elsewhere. */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(({ href, ...props }, ref) =>
  isExternal(href) ? <a ref={ref} href={href} {...props} /> : <Link ref={ref} to={href} {...props} />,
);
RouterLink.displayName = 'RouterLink';
