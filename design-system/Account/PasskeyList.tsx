import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFingerprint, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { TPasskey } from '@contracts/account';
import { formatEasternMinuteIn } from '@contracts/dates';
import { useLocale, useText } from '../i18n/Locale';
import { PASSKEY_LIST_TEXT } from './text';

export type PasskeyListProps = {
  passkeys: TPasskey[];
  /** Creates a passkey on this device with the name given; resolves with why not, or undefined when added. Leave out where passkeys are not supported. */
  onAdd?: (name: string) => Promise<string | undefined>;
  onRemove: (passkey: TPasskey) => Promise<void>;
};

/** The person's passkeys: each with when it was added and last used, a Remove button, and a form to add one on this device. */
export function PasskeyList({ passkeys, onAdd, onRemove }: PasskeyListProps) {
  const text = useText(PASSKEY_LIST_TEXT);
  const locale = useLocale();
  const when = (moment: string) => formatEasternMinuteIn(new Date(moment), locale);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number>();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!onAdd) return;
    if (!name.trim()) {
      setError(text('nameRequired'));
      document.getElementById('passkey-name')?.focus();
      return;
    }
    setBusy(true);
    const failure = await onAdd(name.trim());
    setBusy(false);
    setError(failure);
    if (!failure) setName('');
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="passkeys-title" data-testid="passkey-list">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="passkeys-title">
            {text('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {text('intro')}
          </Text>
        </div>
        {passkeys.length === 0 ? (
          <Text>{text('none')}</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {passkeys.map((passkey) => (
              <Group component="li" key={passkey.id} justify="space-between" wrap="wrap" gap="xs" data-testid="passkey">
                <Group gap="sm" wrap="nowrap">
                  <IconFingerprint aria-hidden />
                  <div>
                    <Text fw={600}>{passkey.name}</Text>
                    <Text size="sm" c="dimmed">
                      {text('added', { added: when(passkey.createdAt) })}
                      {passkey.lastUsedAt ? text('lastUsed', { used: when(passkey.lastUsedAt) }) : text('notUsed')}
                    </Text>
                  </div>
                </Group>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  loading={removing === passkey.id}
                  aria-label={text('removeLabel', { name: passkey.name })}
                  onClick={() => {
                    setRemoving(passkey.id);
                    void onRemove(passkey).finally(() => setRemoving(undefined));
                  }}
                >
                  {text('remove')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {onAdd ? (
          <form noValidate onSubmit={(event) => void add(event)} aria-label={text('addLabel')}>
            <Group align="flex-end" gap="sm">
              <TextInput
                id="passkey-name"
                label={text('name')}
                description={text('nameHint')}
                maxLength={60}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={error}
                style={{ flex: '1 1 14rem' }}
              />
              <Button type="submit" loading={busy} leftSection={<IconFingerprint size={18} aria-hidden />}>
                {text('add')}
              </Button>
            </Group>
          </form>
        ) : (
          <Alert color="gray">{text('unsupported')}</Alert>
        )}
      </Stack>
    </Paper>
  );
}
