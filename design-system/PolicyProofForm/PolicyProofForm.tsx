import { Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconLock, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrorsFrom } from '@contracts/errors';
import { ZCustomerNameSearchFields, ZPolicyNumberSearchFields, type TPolicyProof } from '@contracts/policies';
import { useText } from '../i18n/Locale';
import { useTranslateMessage } from '../i18n/useTranslateMessage';
import { POLICY_PROOF_TEXT } from './text';

type Tab = 'policyNumber' | 'customerName';
type Field = 'policyNumber' | 'lastName' | 'customerName' | 'zip';

/** Each tab's two fields, checked by the contract's own rule (so the page and the server say the same words). */
const TABS: Record<Tab, { fields: [Field, Field]; schema: typeof ZPolicyNumberSearchFields | typeof ZCustomerNameSearchFields }> = {
  policyNumber: { fields: ['policyNumber', 'lastName'], schema: ZPolicyNumberSearchFields },
  customerName: { fields: ['customerName', 'zip'], schema: ZCustomerNameSearchFields },
};

const MAX_LENGTH: Record<Field, number> = { policyNumber: 30, lastName: 100, customerName: 200, zip: 10 };

export type PolicyProofFormProps = {
  /** The button's words ('Search'). */
  submitLabel: string;
  onSubmit: (proof: TPolicyProof) => void;
  busy: boolean;
  /** Prefixes the fields' ids, so two forms on a page stay apart. @default 'policy-search' */
  idPrefix?: string;
  /** An icon for the button. @default a magnifying glass */
  icon?: ReactNode;
};

/**
 * Proving a policy with two things about it, as the public policy search and a customer's "link a policy" ask:
 * two tabs, Policy Number (the whole number and the last name) and Customer Name (the full name and the ZIP
 * code), each two fields and a button. Nothing is sent until both fields of the tab are right (the contract's
 * own rule, so the page and the server say the same words); the first wrong one takes the focus.
 */
export function PolicyProofForm({
  submitLabel,
  onSubmit,
  busy,
  idPrefix = 'policy-search',
  icon = <IconSearch size={16} aria-hidden />,
}: PolicyProofFormProps) {
  const [tab, setTab] = useState<Tab>('policyNumber');
  const [values, setValues] = useState<Record<Field, string>>({ policyNumber: '', lastName: '', customerName: '', zip: '' });
  // The refusals are kept in English (the contract's), and said in the page's language where they are shown.
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const text = useText(POLICY_PROOF_TEXT);
  const say = useTranslateMessage();

  const submit = (current: Tab) => (event: FormEvent) => {
    event.preventDefault();
    const { fields, schema } = TABS[current];
    const result = schema.safeParse(Object.fromEntries(fields.map((field) => [field, values[field]])));
    if (!result.success) {
      const messages = fieldErrorsFrom(result.error);
      setErrors(Object.fromEntries(fields.flatMap((field) => (messages[field] ? [[field, messages[field][0]]] : []))));
      const firstWrong = fields.find((field) => messages[field]);
      if (firstWrong) document.getElementById(`${idPrefix}-${firstWrong}`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(result.data as TPolicyProof);
  };

  const input = (field: Field) => (
    <TextInput
      key={field}
      id={`${idPrefix}-${field}`}
      label={text(`${field}.label`)}
      description={text(`${field}.hint`)}
      placeholder={text(`${field}.placeholder`)}
      value={values[field]}
      onChange={(event) => {
        // Policy numbers are printed in capitals.
        const value = field === 'policyNumber' ? event.currentTarget.value.toUpperCase() : event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
        if (errors[field] && value.trim()) setErrors((current) => ({ ...current, [field]: undefined }));
      }}
      error={errors[field] && say(errors[field])}
      withAsterisk
      autoComplete={field === 'zip' ? 'postal-code' : field === 'lastName' ? 'family-name' : field === 'customerName' ? 'name' : 'off'}
      inputMode={field === 'zip' ? 'numeric' : undefined}
      spellCheck={false}
      maxLength={MAX_LENGTH[field]}
      style={{ flex: '1 1 16rem' }}
    />
  );

  const panel = (current: Tab) => (
    <Tabs.Panel value={current} pt="lg">
      <form noValidate onSubmit={submit(current)}>
        <Stack gap="md" align="flex-start">
          <Group align="flex-start" gap="md" w="100%" maw={720}>
            {TABS[current].fields.map(input)}
          </Group>
          <Button type="submit" loading={busy} leftSection={icon} w={{ base: '100%', xs: 'auto' }}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Tabs.Panel>
  );

  return (
    <Stack gap="md">
      <Tabs
        // The two tabs stay side by side: at 360 px a long label (the Spanish ones) takes two lines.
        styles={{ list: { flexWrap: 'nowrap' }, tab: { minWidth: 0, whiteSpace: 'normal' } }}
        value={tab}
        onChange={(value) => {
          setTab((value as Tab) ?? 'policyNumber');
          setErrors({});
        }}
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="policyNumber">{text('tab.policyNumber')}</Tabs.Tab>
          <Tabs.Tab value="customerName">{text('tab.customerName')}</Tabs.Tab>
        </Tabs.List>
        {panel('policyNumber')}
        {panel('customerName')}
      </Tabs>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" c="dimmed">
          {text('privacy')}
        </Text>
      </Group>
    </Stack>
  );
}
