import { Anchor, Button, Drawer, Stack } from '@mantine/core';
import { DsLink } from '@design-system/navigation/LinkContext';
import { telHref } from '@design-system/navigation/tel-href';
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { NAV_LINKS } from './nav-links';

/** The phone menu: loaded on the first tap of the burger, so its drawer code is not in the first download. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" position="right" size="80%" hiddenFrom="sm">
      <Stack component="nav" aria-label="Main" gap="md">
        {NAV_LINKS.map((link) => (
          <Anchor key={link.href} component={DsLink} href={link.href} onClick={onClose} size="lg">
            {link.label}
          </Anchor>
        ))}
        <Button component={DsLink} href={routes.chooseProducts()} onClick={onClose}>
          Get a Quote
        </Button>
        <Anchor href={telHref(AGENCY.phone)} size="lg">
          Call {AGENCY.phone}
        </Anchor>
      </Stack>
    </Drawer>
  );
}
