import { Box } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useText } from '@design-system/i18n/Locale';
import { isPrivatePagePath } from '@site/pages';
import { RouteFocus } from '../routes/RouteFocus';
import { useScrollRestoration } from '../routes/useScrollRestoration';
import { useVisitLogging } from '../visits/useVisitLogging';
import { PageLoader } from './PageLoader';
import { PageReadyMarker } from './PageReadyMarker';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import classes from './SiteLayout.module.css';
import { SHELL_TEXT } from './text';

/**
 * The frame of every page: skip link, header, the page, footer, and `widget` (the contact widget, which the
 * route table passes: a shared folder never imports a feature); logs a visit on each navigation.
 */
export function SiteLayout({ widget }: { widget: ReactNode }) {
  const text = useText(SHELL_TEXT);
  useVisitLogging();
  useScrollRestoration();
  // The embedded quote forms (/embed/...) sit in a partner's frame, the signing page in ours: no site header or footer around them.
  const { pathname } = useLocation();
  const isPrivate = isPrivatePagePath(pathname);
  const bare = pathname.startsWith('/embed/') || isPrivate;
  return (
    <div className={classes.frame}>
      <a href="#main-content" className={classes.skipLink}>
        {text('skipLink')}
      </a>
      {!bare && <SiteHeader />}
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <RouteFocus />
          <PageReadyMarker />
        </Suspense>
      </Box>
      {!bare && <SiteFooter />}
      {!isPrivate && widget}
    </div>
  );
}
