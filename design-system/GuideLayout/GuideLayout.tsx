import { Container, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useText } from '../i18n/Locale';
import { GuideBreadcrumb } from './GuideBreadcrumb';
import { GuideMobileNav, GuideSideNav } from './GuideSectionNav';
import { useActiveSection } from './useActiveSection';
import classes from './GuideLayout.module.css';
import { GUIDE_LAYOUT_TEXT } from './text';

export type GuideLayoutSection = {
  /** The anchor: /page#id. */
  id: string;
  /** The label in the side navigation and the mobile menu. */
  navLabel: string;
  /** The section's heading (level 2). */
  heading: string;
  children: ReactNode;
};

export type GuideLayoutProps = {
  /** 'Flood': the breadcrumb reads 'Insurance > Flood Insurance'. In Spanish, the whole name: 'Seguro contra inundaciones'. */
  productName: string;
  /** The first crumb, 'Insurance', and where it leads. */
  rootCrumb: { label: string; href: string };
  sections: GuideLayoutSection[];
  /** A notice above the first section (the state-insurer banner). */
  notice?: ReactNode;
  /** The call to action after the last section. */
  callToAction?: ReactNode;
  /** The height in px of what sticks to the top of the window above the page (the site header). */
  stickyOffset?: number;
  /** The navigation's title. @default 'On this page', in the page's language */
  navTitle?: string;
};

/**
 * Seed 000 §2.7: the body of a product guide. A breadcrumb, the sections with their anchors, a side
 * navigation of those anchors from 768 px up, and below 768 px a sticky bar whose Menu opens the same list.
 */
export function GuideLayout({ productName, rootCrumb, sections, notice, callToAction, stickyOffset = 0, navTitle: givenNavTitle }: GuideLayoutProps) {
  const text = useText(GUIDE_LAYOUT_TEXT);
  const navTitle = givenNavTitle ?? text('navTitle');
  const navItems = sections.map((section) => ({ id: section.id, label: section.navLabel }));
  // The line below the header and the mobile bar at which a section counts as being read.
  const activeId = useActiveSection(
    sections.map((section) => section.id),
    stickyOffset + 80,
  );
  return (
    <Container size="lg" className={classes.root} style={{ '--guide-sticky-offset': `${stickyOffset}px` } as CSSProperties}>
      <GuideBreadcrumb crumbs={[rootCrumb, { label: text('productCrumb', { product: productName }) }]} />
      <GuideMobileNav items={navItems} activeId={activeId} title={navTitle} />
      <div className={classes.body}>
        <GuideSideNav items={navItems} activeId={activeId} title={navTitle} />
        <div className={classes.content}>
          {notice}
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={classes.section} tabIndex={-1}>
              <Title order={2} id={`${section.id}-heading`} className={classes.sectionHeading}>
                {section.heading}
              </Title>
              {section.children}
            </section>
          ))}
          {callToAction}
        </div>
      </div>
    </Container>
  );
}
