import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type LinkComponent = ComponentType<LinkProps & { ref?: Ref<HTMLAnchorElement> }>;

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkProps>((props, ref) => <a ref={ref} {...props} />);
PlainAnchor.displayName = 'PlainAnchor';

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/**
 * The design system does no routing: its links render whatever link component the app provides
 * (react-router's, adapted to `href`), and a plain anchor elsewhere (Storybook, tests).
 */
export function LinkProvider({ component, children }: { component?: LinkComponent; children: React.ReactNode }) {
  return <LinkContext.Provider value={component ?? PlainAnchor}>{children}</LinkContext.Provider>;
}

/** A link that navigates the way the app navigates. Use with Mantine's `component` prop or on its own. */
export const DsLink = forwardRef<HTMLAnchorElement, LinkProps>((props, ref) => {
  const Component = useContext(LinkContext);
  return <Component ref={ref} {...props} />;
});
DsLink.displayName = 'DsLink';
