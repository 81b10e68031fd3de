import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DsLink } from '@design-system/navigation/LinkContext';
import { telHref } from '@design-system/navigation/tel-href';
import { useText } from '@design-system/i18n/Locale';
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { AccountLink } from './AccountLink';
import { AgencyLogo } from './AgencyLogo';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_LINKS } from './nav-links';
import classes from './SiteHeader.module.css';
import { SHELL_TEXT } from './text';

const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu')).MobileMenu }));

export function SiteHeader() {
  const text = useText(SHELL_TEXT);
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
        <Group component="nav" aria-label={text('nav.main')} gap="md" wrap="nowrap" visibleFrom="md">
          {NAV_LINKS.map((link) => (
            <Anchor key={link.href} component={DsLink} href={link.href} className={classes.navLink}>
              {text(link.label)}
            </Anchor>
          ))}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <LanguageSwitch className={classes.navLink} visibleFrom="xs" />
          <AccountLink className={classes.navLink} />
          <Anchor href={telHref(AGENCY.phone)} className={classes.phone} visibleFrom="lg">
            <IconPhone size={18} aria-hidden /> {AGENCY.phone}
          </Anchor>
          <Button component={DsLink} href={routes.chooseProducts()} size="sm" visibleFrom="xs">
            {text('getAQuote')}
          </Button>
          <Burger opened={menuOpen} onClick={toggleMenu} hiddenFrom="md" aria-label={text(menuOpen ? 'menu.close' : 'menu.open')} size="sm" />
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
