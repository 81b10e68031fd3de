import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { fieldErrorsFrom } from '@contracts/errors';
import { SIGNING_MESSAGES, ZSigningLinkRequest } from '@contracts/document-signing';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { UPLOAD_TEXT } from './content';
import type { SignerDetails } from './useDocumentSigning';
import { PrivacyFootnote } from '@design-system/PrivacyFootnote/PrivacyFootnote';

type Field = keyof SignerDetails;
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'policyNumber'];
const signerSchema = ZSigningLinkRequest.pick({ firstName: true, lastName: true, email: true, policyNumber: true });

export type SignerFieldsProps = {
  onRequest: (signer: SignerDetails) => void;
  requesting: boolean;
  /** The server's refusal: a message and its fields' messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

/**
 * Step 2 (seed 001 §3, §5): the policy and the signer. Every field is required ('Please complete all fields
 * before requesting a signing link.'), and each says what is wrong with it.
 */
export function SignerFields({ onRequest, requesting, error, fieldErrors }: SignerFieldsProps) {
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', policyNumber: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const text = useText(UPLOAD_TEXT);
  // The contract's messages (kept in English, so they follow a change of language) said in the page's.
  const translate = useTranslateMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = signerSchema.safeParse(values);
    if (!checked.success) {
      const messages = fieldErrorsFrom(checked.error);
      setErrors(Object.fromEntries(FIELDS.map((field) => [field, messages[field]?.[0]])));
      setSummary(FIELDS.some((field) => !values[field].trim()) ? SIGNING_MESSAGES.completeAllFields : null);
      document.getElementById(`signer-${FIELDS.find((field) => messages[field])}`)?.focus();
      return;
    }
    setErrors({});
    setSummary(null);
    onRequest(values);
  };

  // The server's refusals show on their fields like the form's own, and go the same way.
  useEffect(() => setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0]]))), [fieldErrors]);
  const shown = (field: Field) => errors[field] && translate(errors[field]);
  const alert = summary ? translate(summary) : error;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="signer-heading">
      <Stack gap="md">
        <Text id="signer-heading">{text('signerIntro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              id={`signer-${field}`}
              label={text(`fields.${field}`)}
              required
              value={values[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                const next = { ...values, [field]: field === 'policyNumber' ? value.toUpperCase() : value };
                setValues(next);
                // A corrected field loses its message at once; the summary goes once nothing is blank.
                setErrors((current) => ({ ...current, [field]: undefined }));
                if (FIELDS.every((name) => next[name].trim())) setSummary(null);
              }}
              error={shown(field)}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={{ firstName: 'given-name', lastName: 'family-name', email: 'email', policyNumber: 'off' }[field]}
            />
          ))}
        </SimpleGrid>
        {alert && (
          <Alert color="red" role="alert" variant="light">
            {alert}
          </Alert>
        )}
        <Button type="submit" loading={requesting} leftSection={<IconSignature size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
          {text('requestLink')}
        </Button>
        <PrivacyFootnote />
      </Stack>
    </form>
  );
}
