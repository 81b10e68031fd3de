import { Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconLock, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { fieldErrorsFrom } from '@contracts/errors';
import { ZCustomerNameSearchFields, ZPolicyNumberSearchFields } from '@contracts/policies';
import { POLICY_SEARCH_CONTENT as CONTENT } from './content';
import type { PolicySearchCriterion } from './usePolicySearch';

type Tab = 'policyNumber' | 'customerName';
type Field = keyof typeof CONTENT.fields;

/** Each tab's two fields, checked by the contract's own rule (so the page and the server say the same words). */
const TABS: Record<Tab, { fields: [Field, Field]; schema: typeof ZPolicyNumberSearchFields | typeof ZCustomerNameSearchFields }> = {
  policyNumber: { fields: ['policyNumber', 'lastName'], schema: ZPolicyNumberSearchFields },
  customerName: { fields: ['customerName', 'zip'], schema: ZCustomerNameSearchFields },
};

const MAX_LENGTH: Record<Field, number> = { policyNumber: 30, lastName: 100, customerName: 200, zip: 10 };

type PolicySearchFormProps = { onSearch: (criterion: PolicySearchCriterion) => void; searching: boolean };

/**
 * The two tabs, Policy Number and Customer Name, each two fields and a Search button. No search runs until
 * both fields of the tab are right; the first wrong one takes the focus.
 */
export function PolicySearchForm({ onSearch, searching }: PolicySearchFormProps) {
  const [tab, setTab] = useState<Tab>('policyNumber');
  const [values, setValues] = useState<Record<Field, string>>({ policyNumber: '', lastName: '', customerName: '', zip: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (current: Tab) => (event: FormEvent) => {
    event.preventDefault();
    const { fields, schema } = TABS[current];
    const result = schema.safeParse(Object.fromEntries(fields.map((field) => [field, values[field]])));
    if (!result.success) {
      const messages = fieldErrorsFrom(result.error);
      setErrors(Object.fromEntries(fields.flatMap((field) => (messages[field] ? [[field, messages[field][0]]] : []))));
      const firstWrong = fields.find((field) => messages[field]);
      if (firstWrong) document.getElementById(`policy-search-${firstWrong}`)?.focus();
      return;
    }
    setErrors({});
    onSearch(result.data as PolicySearchCriterion);
  };

  const input = (field: Field) => (
    <TextInput
      key={field}
      id={`policy-search-${field}`}
      label={CONTENT.fields[field].label}
      description={CONTENT.fields[field].hint}
      placeholder={CONTENT.fields[field].placeholder}
      value={values[field]}
      onChange={(event) => {
        // Policy numbers are printed in capitals.
        const value = field === 'policyNumber' ? event.currentTarget.value.toUpperCase() : event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
        if (errors[field] && value.trim()) setErrors((current) => ({ ...current, [field]: undefined }));
      }}
      error={errors[field]}
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
          <Button type="submit" loading={searching} leftSection={<IconSearch size={16} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
            {CONTENT.search}
          </Button>
        </Stack>
      </form>
    </Tabs.Panel>
  );

  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        onChange={(value) => {
          setTab((value as Tab) ?? 'policyNumber');
          setErrors({});
        }}
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="policyNumber">{CONTENT.tabs.policyNumber}</Tabs.Tab>
          <Tabs.Tab value="customerName">{CONTENT.tabs.customerName}</Tabs.Tab>
        </Tabs.List>
        {panel('policyNumber')}
        {panel('customerName')}
      </Tabs>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" c="dimmed">
          {CONTENT.privacy}
        </Text>
      </Group>
    </Stack>
  );
}
