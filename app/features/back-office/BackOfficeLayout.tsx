import { Alert, Center, Container, Paper } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { BACK_OFFICE_PAGES } from '@site/pages';
import { routes } from '@site/paths';
import { api } from '../../api/client';
import { PageLoader } from '../../layout/PageLoader';
import { PageReadyMarker } from '../../layout/PageReadyMarker';
import { RouteFocus } from '../../routes/RouteFocus';
import { BackOfficeFrame } from './BackOfficeFrame';
import { BACK_OFFICE_CONTENT as CONTENT } from './content';
import { StaffSessionContext, type StaffSession } from './session/staff-session';
import { useSessionCheck } from './session/useSessionCheck';

/** What the sign-in and set-up pages get from the layout: a way to have it ask the server again. */
export type OpenPageContext = { refreshSession: () => Promise<void> };

const OPEN_PATHS: string[] = [BACK_OFFICE_PAGES.signIn.path, BACK_OFFICE_PAGES.setup.path];

/**
 * The back office's frame. Sign-in and set-up are open pages in a plain card; every other page needs a
 * signed-in member of staff (the server says who, from its HttpOnly cookie) and sits in the shell.
 */
export function BackOfficeLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const { check, refresh, signedOut } = useSessionCheck();
  const session = useMemo<StaffSession | null>(
    () =>
      check.status === 'signed-in'
        ? {
            staff: check.staff,
            signOut: async () => {
              await api.staffAuth.signOut({ body: {} }).catch(() => undefined);
              signedOut();
              navigate(routes.admin.signIn(), { replace: true });
            },
          }
        : null,
    [check, navigate, signedOut],
  );

  if (OPEN_PATHS.includes(location.pathname)) {
    return (
      <Container size={480} py={{ base: 'lg', sm: 64 }} component="main" id="main-content">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet context={{ refreshSession: refresh } satisfies OpenPageContext} />
            <PageReadyMarker />
          </Suspense>
        </Paper>
      </Container>
    );
  }
  if (check.status === 'checking') return <PageLoader />;
  if (check.status === 'failed') {
    return (
      <Center mih="100vh" p="md">
        <Alert color="red" title={CONTENT.sessionFailed} />
      </Center>
    );
  }
  if (!session) return <Navigate replace to={routes.admin.signIn(`${location.pathname}${location.search}`)} />;
  return (
    <StaffSessionContext.Provider value={session}>
      <BackOfficeFrame>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <RouteFocus />
          <PageReadyMarker />
        </Suspense>
      </BackOfficeFrame>
    </StaffSessionContext.Provider>
  );
}
