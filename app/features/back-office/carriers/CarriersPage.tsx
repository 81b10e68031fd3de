import { Alert, Grid, Loader, NavLink, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { TCarrierChanges, TCarrierChangesInput, TStaffCarrier } from '@contracts/back-office/carriers';
import { usePageTitle } from '../../../layout/usePageTitle';
import { api } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../errors/notify';
import { agencyDateTime } from '../format';
import { useStaffSession } from '../session/staff-session';
import { CarrierEditForm } from './CarrierEditForm';

type FieldErrors = Partial<Record<keyof TCarrierChangesInput, string>>;

const SAVE_FAILED = 'The carrier could not be saved. Please try again.';

/** /admin/carriers: the directory's carriers, searchable by name, and the edit of the one chosen. */
export function CarriersPage() {
  usePageTitle('Carriers');
  const { staff } = useStaffSession();
  const [carriers, setCarriers] = useState<TStaffCarrier[]>();
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState<number>();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>();

  useEffect(() => {
    void api.staffCarriers
      .listStaffCarriers({ quiet: true })
      .catch(() => null)
      .then((response) => {
        if (response?.status === 200) setCarriers(response.body.carriers);
        else setFailed(true);
      });
  }, []);

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return (carriers ?? []).filter((carrier) => carrier.name.toLowerCase().includes(words));
  }, [carriers, search]);
  const chosen = carriers?.find((carrier) => carrier.id === chosenId);

  const save = async (changes: TCarrierChanges) => {
    if (!chosen) return;
    setSaving(true);
    setErrors(undefined);
    const response = await api.staffCarriers.updateCarrier({ params: { id: String(chosen.id) }, body: changes, quiet: true }).catch(() => null);
    setSaving(false);
    if (response?.status === 200) {
      const saved = response.body;
      setCarriers((list) => list?.map((carrier) => (carrier.id === saved.id ? saved : carrier)));
      notifySuccess({ title: 'Carrier saved', message: `${saved.name} is updated. The public carrier directory shows it within a minute.` });
      return;
    }
    const body = (response?.body ?? {}) as { message?: string; errors?: Record<string, string[]> };
    // 422: a field is not right; 403: an agent's change of where customers pay or claim.
    if ((response?.status === 422 || response?.status === 403) && body.errors) {
      setErrors(Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages[0]])) as FieldErrors);
    } else notifyError({ title: 'Not saved', message: body.message ?? SAVE_FAILED });
    throw new Error(body.message ?? SAVE_FAILED);
  };

  return (
    <Stack gap="md">
      <Title order={1}>Carriers</Title>
      {failed && <Alert color="red" role="alert" title="The carriers could not be loaded. Please reload the page." />}
      {!carriers && !failed && <Loader size="sm" role="progressbar" aria-label="Loading the carriers" />}
      {carriers && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="xs">
              <TextInput
                label="Find a carrier"
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                aria-controls="carrier-list"
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                {shown.length === carriers.length ? `${carriers.length} carriers` : `${shown.length} of ${carriers.length} carriers`}
              </Text>
              <Paper withBorder radius="md">
                <ScrollArea.Autosize mah={{ base: 260, md: 560 }} type="auto">
                  <nav aria-label="Carriers" id="carrier-list">
                    {shown.map((carrier) => (
                      <NavLink
                        key={carrier.id}
                        component="button"
                        type="button"
                        label={carrier.name}
                        active={carrier.id === chosenId}
                        aria-current={carrier.id === chosenId ? 'true' : undefined}
                        onClick={() => {
                          setErrors(undefined);
                          setChosenId(carrier.id);
                        }}
                      />
                    ))}
                    {shown.length === 0 && (
                      <Text p="sm" c="dimmed">
                        No carrier has this name
                      </Text>
                    )}
                  </nav>
                </ScrollArea.Autosize>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {chosen ? (
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                <Stack gap="xs">
                  <CarrierEditForm key={chosen.id} carrier={chosen} onSave={save} saving={saving} errors={errors} role={staff.role} />
                  <Text size="sm" c="dimmed">
                    {chosen.updatedByStaffId === null ? 'Not edited since the directory was loaded.' : `Last edited ${agencyDateTime(chosen.updatedAt)}.`}
                  </Text>
                </Stack>
              </Paper>
            ) : (
              <Text c="dimmed">
                {staff.role === 'admin'
                  ? 'Choose a carrier to edit its pages, phones, overnight address and logo.'
                  : 'Choose a carrier to see its pages, phones and overnight address, and edit its logo.'}
              </Text>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
