import { AppShell, Box, Burger, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { BackOfficeNav, type BackOfficeNavItem } from './BackOfficeNav';
import classes from './BackOfficeShell.module.css';

export type BackOfficeStaffMember = { name: string; role: string };

export type BackOfficeShellProps = {
  /** Shown in the header before "Back office". */
  agencyName: string;
  /** The signed-in staff member. */
  staff: BackOfficeStaffMember;
  navItems: BackOfficeNavItem[];
  onSignOut: () => void;
  /** The navigation landmark's name. @default 'Back office' */
  navLabel?: string;
  /** The page: rendered in `<main id="main-content">`, which the skip link focuses. */
  children: ReactNode;
};

/**
 * The back office's frame: header (agency, staff member, Sign out), the navigation (behind a burger below the sm
 * breakpoint, closing when an item is chosen), a skip link and the main area.
 */
export function BackOfficeShell({ agencyName, staff, navItems, onSignOut, navLabel = 'Back office', children }: BackOfficeShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const navbarId = useId();

  const staffMember = (
    <Box miw={0}>
      <Text size="sm" fw={600} truncate>
        {staff.name}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {staff.role}
      </Text>
    </Box>
  );

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
              aria-controls={navbarId}
            />
            <div className={classes.brand}>
              <Text size="xs" c="dimmed" className={classes.agencyName}>
                {agencyName}
              </Text>
              <Text fw={700}>Back office</Text>
            </div>
          </Group>
          <Group gap="md" wrap="nowrap" miw={0}>
            <Box visibleFrom="sm" ta="right" miw={0}>
              {staffMember}
            </Box>
            <Button variant="default" size="xs" onClick={onSignOut}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id={navbarId} aria-label={navLabel} p="sm" className={classes.navbar} mod={{ 'mobile-closed': !opened }}>
        <Stack hiddenFrom="sm" px="sm" pb="sm" mb="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          {staffMember}
        </Stack>
        <AppShell.Section grow component={ScrollArea}>
          <BackOfficeNav items={navItems} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
