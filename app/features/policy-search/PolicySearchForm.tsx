import { Button, Stack, Tabs, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { POLICY_SEARCH_MESSAGES } from '@contracts/policies';
import { requiredText } from '@contracts/fields';
import { POLICY_SEARCH_CONTENT as CONTENT } from './content';
import type { PolicySearchCriterion } from './usePolicySearch';

type Field = 'policyNumber' | 'customerName';

/** Seed 001 §5: each tab needs its one field, non-blank; the same rule (and words) as the server's. */
const RULES: Record<Field, ReturnType<typeof requiredText>> = {
  policyNumber: requiredText(POLICY_SEARCH_MESSAGES.policyNumber, 30),
  customerName: requiredText(POLICY_SEARCH_MESSAGES.customerName, 200),
};

type PolicySearchFormProps = { onSearch: (criterion: PolicySearchCriterion) => void; searching: boolean };

/** The two tabs, Policy Number and Customer Name, each a field and a Search button. No search runs with a blank field. */
export function PolicySearchForm({ onSearch, searching }: PolicySearchFormProps) {
  const [tab, setTab] = useState<Field>('policyNumber');
  const [values, setValues] = useState<Record<Field, string>>({ policyNumber: '', customerName: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (field: Field) => (event: FormEvent) => {
    event.preventDefault();
    const result = RULES[field].safeParse(values[field]);
    if (!result.success) {
      setErrors({ [field]: result.error.issues[0].message });
      document.getElementById(`policy-search-${field}`)?.focus();
      return;
    }
    setErrors({});
    onSearch(field === 'policyNumber' ? { policyNumber: result.data } : { customerName: result.data });
  };

  const panel = (field: Field) => (
    <Tabs.Panel value={field} pt="lg">
      <form noValidate onSubmit={submit(field)}>
        <Stack gap="md" align="flex-start">
          <TextInput
            id={`policy-search-${field}`}
            label={CONTENT.labels[field]}
            description={CONTENT.hints[field]}
            placeholder={CONTENT.placeholders[field]}
            value={values[field]}
            onChange={(event) => {
              // Policy numbers are printed in capitals.
              const value = field === 'policyNumber' ? event.currentTarget.value.toUpperCase() : event.currentTarget.value;
              setValues((current) => ({ ...current, [field]: value }));
              if (errors[field] && value.trim()) setErrors({});
            }}
            error={errors[field]}
            withAsterisk
            autoComplete="off"
            spellCheck={false}
            w="100%"
            maw={480}
            maxLength={field === 'policyNumber' ? 30 : 200}
          />
          <Button type="submit" loading={searching} leftSection={<IconSearch size={16} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
            {CONTENT.search}
          </Button>
        </Stack>
      </form>
    </Tabs.Panel>
  );

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        setTab((value as Field) ?? 'policyNumber');
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
  );
}
