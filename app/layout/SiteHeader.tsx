import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { DsLink } from '@design-system/navigation/LinkContext';
import { telHref } from '@design-system/navigation/tel-href';
import { AGENCY } from '../content/agency';
import { routes } from '../routes/paths';
import { AgencyLogo } from './AgencyLogo';
import classes from './SiteHeader.module.css';

const NAV_LINKS = [
  { label: 'Products', href: routes.chooseProducts() },
  { label: 'Customer Service', href: routes.customerServicePage() },
  { label: 'About Us', href: routes.aboutUs() },
];

export function SiteHeader() {
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={DsLink} href={routes.home()} className={classes.brand} aria-label={`${AGENCY.name}, home`}>
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
          <Anchor href={telHref(AGENCY.phone)} className={classes.phone} visibleFrom="md">
            <IconPhone size={18} aria-hidden /> {AGENCY.phone}
          </Anchor>
          <Button component={DsLink} href={routes.chooseProducts()} size="sm" visibleFrom="xs">
            Get a Quote
          </Button>
          <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" aria-label="Open menu" size="sm" />
        </Group>
      </Container>
      <Drawer opened={menuOpen} onClose={menu.close} title="Menu" position="right" size="80%" hiddenFrom="sm">
        <Stack component="nav" aria-label="Main" gap="md">
          {NAV_LINKS.map((link) => (
            <Anchor key={link.href} component={DsLink} href={link.href} onClick={menu.close} size="lg">
              {link.label}
            </Anchor>
          ))}
          <Button component={DsLink} href={routes.chooseProducts()} onClick={menu.close}>
            Get a Quote
          </Button>
          <Anchor href={telHref(AGENCY.phone)} size="lg">
            Call {AGENCY.phone}
          </Anchor>
        </Stack>
      </Drawer>
    </Box>
  );
}
