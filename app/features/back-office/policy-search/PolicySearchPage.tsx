import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  STAFF_POLICY_PAGE_SIZES,
  ZStaffPolicySearch,
  type TStaffPolicy,
  type TStaffPolicyPage,
  type TStaffPolicySearchInput,
} from '@contracts/back-office/policy-search';
import { formatDateForDisplay } from '@contracts/dates';
import { POLICY_STATUSES, POLICY_TYPES } from '@contracts/policies';
import { US_STATES } from '@contracts/us-states';
import { BackOfficeTable, type BackOfficeTableColumn } from '@design-system/BackOffice/BackOfficeTable';
import { FieldList } from '@design-system/BackOffice/FieldList';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { api } from '../../../api/client';
import { usePageTitle } from '../../../layout/usePageTitle';

type Form = Required<Omit<TStaffPolicySearchInput, 'page' | 'pageSize'>>;
const EMPTY: Form = {
  policyNumber: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address: '',
  zip: '',
  policyType: '',
  status: '',
  state: '',
} as Form;

const COLUMNS: BackOfficeTableColumn<TStaffPolicy>[] = [
  { accessor: 'policyNumber', title: 'Policy', noWrap: true },
  { accessor: 'customerName', title: 'Customer' },
  { accessor: 'address', title: 'Address', visibleFrom: 'md', render: (policy) => `${policy.address}, ${policy.city}, ${policy.state} ${policy.zip}` },
  { accessor: 'phone', title: 'Phone', visibleFrom: 'lg', noWrap: true },
  { accessor: 'email', title: 'E-mail', visibleFrom: 'xl' },
  { accessor: 'policyType', title: 'Type', visibleFrom: 'sm' },
  { accessor: 'status', title: 'Status' },
  { accessor: 'effectiveDate', title: 'Effective', visibleFrom: 'sm', noWrap: true, render: (policy) => formatDateForDisplay(policy.effectiveDate) },
  { accessor: 'writingCompany', title: 'Writing company', visibleFrom: 'lg' },
];

type State =
  { status: 'idle' } | { status: 'loading'; page?: TStaffPolicyPage } | { status: 'loaded'; page: TStaffPolicyPage } | { status: 'failed'; message: string };

/** /admin/policies: the broad policy search, for staff. Every search is written to the audit log. */
export function PolicySearchPage() {
  usePageTitle('Policy search');
  const form = useForm<Form>({ initialValues: EMPTY, validate: zodFormValidator(ZStaffPolicySearch) as (values: Form) => Record<string, string> });
  const [state, setState] = useState<State>({ status: 'idle' });
  const [searched, setSearched] = useState<Form>();
  const [open, setOpen] = useState<TStaffPolicy>();
  const page = state.status === 'loaded' || state.status === 'loading' ? state.page : undefined;

  const run = async (criteria: Form, pageNumber: number) => {
    setSearched(criteria);
    setState({ status: 'loading', page });
    const body = { ...criteria, page: pageNumber, pageSize: STAFF_POLICY_PAGE_SIZES[0] } as TStaffPolicySearchInput;
    const response = await api.staffPolicySearch.searchPolicies({ body, quiet: true }).catch(() => null);
    if (response?.status === 200) setState({ status: 'loaded', page: response.body });
    else {
      const answer = (response?.body ?? {}) as { message?: string; errors?: Record<string, string[]> };
      if (answer.errors) form.setErrors(Object.fromEntries(Object.entries(answer.errors).map(([field, messages]) => [field, messages[0]])));
      setState({ status: 'failed', message: answer.message ?? 'The search did not work just now. Please try again.' });
    }
  };

  const text = (name: keyof Form, label: string, props: Record<string, unknown> = {}) => <TextInput label={label} {...form.getInputProps(name)} {...props} />;
  const select = (name: keyof Form, label: string, data: string[] | { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder="Any"
      data={data}
      clearable
      {...form.getInputProps(name)}
      value={form.values[name] || null}
      onChange={(value) => form.setFieldValue(name, value ?? '')}
    />
  );
  const total = page
    ? `${page.totalIsCapped ? 'More than ' : ''}${page.total.toLocaleString('en-US')} polic${page.total === 1 && !page.totalIsCapped ? 'y' : 'ies'}`
    : '';

  return (
    <Stack gap="md">
      <Title order={1}>Policy search</Title>
      <form onSubmit={form.onSubmit((values) => void run(values, 1))} noValidate role="search" aria-label="Search policies">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Any one of these finds policies; a beginning is enough for the number, names, e-mail and address. Every search is recorded in the audit log.
          </Text>
          {form.errors.criteria && <Alert color="red" role="alert" title={form.errors.criteria} />}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {text('policyNumber', 'Policy number')}
            {text('firstName', 'First name')}
            {text('lastName', 'Last name')}
            {text('phone', 'Phone', { type: 'tel', inputMode: 'tel' })}
            {text('email', 'E-mail', { type: 'email' })}
            {text('address', 'Street address')}
            {text('zip', 'ZIP code', { inputMode: 'numeric' })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3, md: 4 }} spacing="sm">
            {select('policyType', 'Policy type', [...POLICY_TYPES])}
            {select('status', 'Status', [...POLICY_STATUSES])}
            {select(
              'state',
              'State',
              US_STATES.map(({ code, name }) => ({ value: code, label: name })),
            )}
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={state.status === 'loading'}>
              Search
            </Button>
            <Button
              variant="default"
              type="button"
              onClick={() => {
                form.reset();
                setState({ status: 'idle' });
              }}
            >
              Clear
            </Button>
          </Group>
        </Stack>
      </form>
      {state.status === 'failed' && !form.errors.criteria && <Alert color="red" role="alert" title={state.message} />}
      <Text size="sm" c="dimmed" aria-live="polite">
        {total}
        {page?.totalIsCapped ? ': narrow the search to see them all' : ''}
      </Text>
      {state.status !== 'idle' && (
        <BackOfficeTable
          label="Policies"
          records={page?.items ?? []}
          columns={COLUMNS}
          noRecordsText="No policies match this search"
          fetching={state.status === 'loading'}
          page={page?.page ?? 1}
          totalRecords={page?.total ?? 0}
          recordsPerPage={page?.pageSize ?? STAFF_POLICY_PAGE_SIZES[0]}
          onPageChange={(next) => searched && void run(searched, next)}
          onRowClick={(policy) => setOpen(policy)}
        />
      )}
      <Modal
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={open ? `Policy ${open.policyNumber}` : ''}
        size="lg"
      >
        {open && (
          <FieldList
            items={[
              { label: 'Customer', value: open.customerName },
              { label: 'Address', value: `${open.address}\n${open.city}, ${open.state} ${open.zip}` },
              { label: 'Phone', value: open.phone },
              { label: 'E-mail', value: open.email },
              { label: 'Policy type', value: open.policyType },
              { label: 'Status', value: open.status },
              { label: 'Effective date', value: formatDateForDisplay(open.effectiveDate) },
              { label: 'Writing company', value: open.writingCompany },
              { label: 'Linked to customer accounts', value: open.linkedTo.join('\n') },
            ]}
          />
        )}
      </Modal>
    </Stack>
  );
}
