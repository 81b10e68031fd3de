import { useCallback, useEffect, useState } from 'react';
import type { TPasskey } from '@contracts/account';
import { PasskeyList } from '@design-system/Account/PasskeyList';
import { api } from '../../api/client';
import { readAnswer } from '../../api/read-answer';
import { useText } from '@design-system/i18n/Locale';
import { ACCOUNT_TEXT } from '../../account/text';
import { addPasskey, passkeysSupported } from './account-actions';

/** The person's passkeys, read from the server, with adding one on this device and removing any. */
export function PasskeysSection() {
  const text = useText(ACCOUNT_TEXT);
  const [passkeys, setPasskeys] = useState<TPasskey[]>([]);
  const load = useCallback(async () => {
    const answer = await readAnswer(() => api.account.passkeys({ quiet: true }), [200]).catch(() => undefined);
    if (answer) setPasskeys(answer.body.passkeys);
  }, []);
  useEffect(() => void load(), [load]);
  return (
    <PasskeyList
      passkeys={passkeys}
      onAdd={
        passkeysSupported()
          ? async (name) => {
              const failure = await addPasskey(name, text);
              await load();
              return failure;
            }
          : undefined
      }
      onRemove={async (passkey) => {
        await readAnswer(() => api.account.removePasskey({ params: { id: String(passkey.id) }, quiet: true }), [204]).catch(() => undefined);
        await load();
      }}
    />
  );
}
