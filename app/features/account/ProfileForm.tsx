import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ZProfileUpdate, type TAccount } from '@contracts/account';
import { fieldErrorsFrom } from '@contracts/errors';
import { api } from '../../api/client';
import { AnswerError, readAnswer } from '../../api/read-answer';
import { signedIn } from '../../account/account-store';
import { ACCOUNT_TEXT } from '../../account/text';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';

type Field = 'firstName' | 'lastName' | 'phone';

/** Seed 001 §3 profile: name and phone (the e-mail address is the one signed in with). */
export function ProfileForm({ account }: { account: TAccount }) {
  const text = useText(ACCOUNT_TEXT);
  const translate = useTranslateMessage();
  const [values, setValues] = useState<Record<Field, string>>({ firstName: account.firstName, lastName: account.lastName, phone: account.phone });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZProfileUpdate.safeParse(values);
    if (!parsed.success) {
      const messages = fieldErrorsFrom(parsed.error);
      const shown = (field: Field) => messages[field]?.[0] && translate(messages[field][0]);
      setErrors({ firstName: shown('firstName'), lastName: shown('lastName'), phone: shown('phone') });
      const first = (['firstName', 'lastName', 'phone'] as const).find((field) => messages[field]);
      if (first) document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    setErrors({});
    setStatus('saving');
    try {
      const answer = await readAnswer(() => api.account.updateProfile({ body: parsed.data, quiet: true }), [200]);
      signedIn(answer.body);
      setStatus('saved');
    } catch (error) {
      if (error instanceof AnswerError && error.status === 422) {
        setErrors({ firstName: error.errors.firstName?.[0], lastName: error.errors.lastName?.[0], phone: error.errors.phone?.[0] });
      }
      setStatus('failed');
    }
  };

  const field = (name: Field, label: string, props: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      id={`profile-${name}`}
      label={label}
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setStatus('idle');
      }}
      error={errors[name]}
      style={{ flex: '1 1 12rem' }}
      {...props}
    />
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="profile-title">
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-title">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="profile-title">
              {text('profileTitle')}
            </Title>
            <Text c="dimmed" size="sm">
              {text('profileIntro')}
            </Text>
          </div>
          <Group align="flex-start" gap="md">
            {field('firstName', text('firstName'), { autoComplete: 'given-name', maxLength: 50 })}
            {field('lastName', text('lastName'), { autoComplete: 'family-name', maxLength: 50 })}
          </Group>
          <Group align="flex-start" gap="md">
            {field('phone', text('phone'), { type: 'tel', autoComplete: 'tel', maxLength: 20 })}
            <TextInput label={text('email')} description={text('emailHint')} value={account.email} readOnly style={{ flex: '1 1 12rem' }} />
          </Group>
          <Group gap="sm">
            <Button type="submit" loading={status === 'saving'}>
              {text('save')}
            </Button>
            <Text role="status" size="sm" c={status === 'failed' ? 'red.8' : undefined}>
              {status === 'saved' ? text('saved') : status === 'failed' ? text('failed') : ''}
            </Text>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
