import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DsLink } from '@design-system/navigation/LinkContext';
import { telHref } from '@design-system/navigation/tel-href';
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { AccountLink } from './AccountLink';
import { AgencyLogo } from './AgencyLogo';
import { NAV_LINKS } from './nav-links';
import classes from './SiteHeader.module.css';

const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu')).MobileMenu }));

export function SiteHeader() {
  const [menuOpen, menu] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const toggleMenu = () => {
    setMenuWanted(true);
    menu.toggle();
  };
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={DsLink} href={routes.home()} className={classes.brand}>
          <AgencyLogo />
        </Anchor>
        <Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm">
          {NAV_LINKS.map((link) => (
            <Anchor key={link.href} component={DsLink} href={link.href} className={classes.navLink}>
              {link.label}
            </Anchor>
          ))}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <AccountLink className={classes.navLink} />
          <Anchor href={telHref(AGENCY.phone)} className={classes.phone} visibleFrom="md">
            <IconPhone size={18} aria-hidden /> {AGENCY.phone}
          </Anchor>
          <Button component={DsLink} href={routes.chooseProducts()} size="sm" visibleFrom="xs">
            Get a Quote
          </Button>
          <Burger opened={menuOpen} onClick={toggleMenu} hiddenFrom="sm" aria-label={menuOpen ? 'Close menu' : 'Open menu'} size="sm" />
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
