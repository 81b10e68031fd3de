import { Anchor, Box } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DsLink } from '@design-system/navigation/LinkContext';
import { useText } from '@design-system/i18n/Locale';
import { routes } from '@site/paths';
import { hasSignedInHint, SIGNED_IN_HINT_CHANGED } from '@site/signed-in-hint';
import { SHELL_TEXT } from './text';

/**
 * The header's way to the customer's account: "Sign in", or "My account" once this browser has signed in
 * (read from a cookie that holds no secret, after the page is shown, so prerendered pages stay alike).
 */
export function AccountLink({ className, onClick, size }: { className?: string; onClick?: () => void; size?: 'lg' }) {
  const text = useText(SHELL_TEXT);
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const read = () => setSignedIn(hasSignedInHint(document.cookie));
    read();
    window.addEventListener(SIGNED_IN_HINT_CHANGED, read);
    return () => window.removeEventListener(SIGNED_IN_HINT_CHANGED, read);
  }, []);
  return (
    <Anchor
      component={DsLink}
      href={routes.account()}
      className={className}
      onClick={onClick}
      size={size}
      style={{ whiteSpace: 'nowrap' }}
      data-testid="account-link"
    >
      <Box component="span" visibleFrom="xs">
        <IconUserCircle size={20} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      </Box>
      {text(signedIn ? 'account.myAccount' : 'account.signIn')}
    </Anchor>
  );
}
