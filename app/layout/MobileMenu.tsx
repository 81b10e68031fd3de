import { Anchor, Button, Drawer, Stack } from '@mantine/core';
import { DsLink } from '@design-system/navigation/LinkContext';
import { telHref } from '@design-system/navigation/tel-href';
import { useText } from '@design-system/i18n/Locale';
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_LINKS } from './nav-links';
import { SHELL_TEXT } from './text';

/** The phone menu: loaded on the first tap of the burger, so its drawer code is not in the first download. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const text = useText(SHELL_TEXT);
  return (
    <Drawer opened={opened} onClose={onClose} title={text('menu.title')} position="right" size="80%" hiddenFrom="md">
      <Stack component="nav" aria-label={text('nav.main')} gap="md">
        {NAV_LINKS.map((link) => (
          <Anchor key={link.href} component={DsLink} href={link.href} onClick={onClose} size="lg">
            {text(link.label)}
          </Anchor>
        ))}
        <Button component={DsLink} href={routes.chooseProducts()} onClick={onClose}>
          {text('getAQuote')}
        </Button>
        <Anchor href={telHref(AGENCY.phone)} size="lg">
          {text('menu.call', { phone: AGENCY.phone })}
        </Anchor>
        <LanguageSwitch homeWhenMissing size="lg" onSwitch={onClose} />
      </Stack>
    </Drawer>
  );
}
