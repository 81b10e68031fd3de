import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { GrowingTextarea } from '@design-system/GrowingTextarea/GrowingTextarea';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { TSubmissionDetail } from '@contracts/back-office/submissions';
import { todayInEastern } from '@contracts/dates';
import { apiContract } from '@contracts/index';
import { multipartFormData } from '@contracts/multipart-names';
import { MAX_COVERAGES, PREMIUM_PERIODS, ZNewOffer, type TNewOffer } from '@contracts/quote-offers';
import { FileUpload } from '@design-system/FileUpload/FileUpload';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { api } from '../../../api/client';
import { sendMultipart } from '../../../api/upload';

/** As the fields hold them: the carrier's id and the term as text (the schema reads them as numbers). */
type OfferValues = Omit<TNewOffer, 'document' | 'carrierId' | 'termMonths'> & { carrierId: string; termMonths: string; document: File | null };
const validateOffer = zodFormValidator(ZNewOffer as unknown as z.ZodType<unknown, z.ZodTypeDef, OfferValues>);

const PDF_ONLY = { 'application/pdf': ['.pdf'] } as const;

const initialValues = (): OfferValues => ({
  carrierId: '',
  premium: '',
  premiumPeriod: 'year',
  termMonths: '12',
  deductible: '',
  coverages: [
    { name: '', limit: '' },
    { name: '', limit: '' },
  ],
  note: '',
  validUntil: '',
  document: null,
});

/** The directory's carriers, by name, for the carrier field. */
function useCarrierOptions() {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    void api.staffCarriers.listStaffCarriers({ quiet: true }).then((answer) => {
      if (answer.status === 200) setOptions(answer.body.carriers.map((carrier) => ({ value: String(carrier.id), label: carrier.name })));
    });
  }, []);
  return options;
}

/**
 * An offer on a quote request, as the agent found it with a carrier: kept unsent until the agent sends the
 * request's offers together. The same rules as the server's, with its words; its refusals land on their fields.
 */
export function AddOfferForm({ detail, onAdded }: { detail: TSubmissionDetail; onAdded: (detail: TSubmissionDetail) => void }) {
  const carriers = useCarrierOptions();
  const [problem, setProblem] = useState<string>();
  const form = useForm<OfferValues>({ initialValues: initialValues(), validate: validateOffer });

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
    const answer = await sendMultipart(apiContract.quoteOffers.addOffer, multipartFormData(values), {
      params: { referenceNumber: detail.item.referenceNumber },
    }).catch(() => null);
    if (answer?.status === 201) return onAdded(answer.body as TSubmissionDetail);
    const body = (answer?.body ?? {}) as { message?: string; errors?: Record<string, string[]> };
    if (body.errors) form.setErrors(Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages[0]])));
    else setProblem(body.message ?? 'The offer could not be added. Please try again.');
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-offer-heading" data-testid="add-offer-form">
      <Stack gap="sm">
        <Title order={3} size="h5" id="add-offer-heading">
          Add an offer
        </Title>
        {problem && <Alert color="red" role="alert" title={problem} />}
        <Select label="Carrier" placeholder="Choose a carrier" data={carriers} searchable withAsterisk {...form.getInputProps('carrierId')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Premium" description="In dollars, like 1,240.50" withAsterisk inputMode="decimal" {...form.getInputProps('premium')} />
          <Select
            label="Paid"
            data={PREMIUM_PERIODS.map(({ value, label }) => ({ value, label }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('premiumPeriod')}
          />
          <TextInput label="Term (months)" inputMode="numeric" withAsterisk {...form.getInputProps('termMonths')} />
          <TextInput label="Deductible" description="Whole dollars, like 1,000" inputMode="numeric" withAsterisk {...form.getInputProps('deductible')} />
        </SimpleGrid>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>
            <Text fw={600} size="sm">
              Main coverages and their limits
            </Text>
          </legend>
          <Stack gap="xs" mt="xs">
            {form.values.coverages.map((_, index) => (
              <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
                <TextInput
                  label={`Coverage ${index + 1}`}
                  placeholder="Dwelling"
                  style={{ flex: 1, minWidth: 0 }}
                  {...form.getInputProps(`coverages.${index}.name`)}
                />
                <TextInput label="Limit" placeholder="$350,000" style={{ flex: 1, minWidth: 0 }} {...form.getInputProps(`coverages.${index}.limit`)} />
                {form.values.coverages.length > 1 && (
                  <Button
                    variant="subtle"
                    color="red"
                    mt={24}
                    px="xs"
                    aria-label={`Remove coverage ${index + 1}`}
                    onClick={() => form.removeListItem('coverages', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </Button>
                )}
              </Group>
            ))}
            {form.errors.coverages && (
              <Text c="red.8" size="sm">
                {form.errors.coverages}
              </Text>
            )}
            {form.values.coverages.length < MAX_COVERAGES && (
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => form.insertListItem('coverages', { name: '', limit: '' })}
                >
                  Add a coverage
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
        <TextInput label="Good until" type="date" min={todayInEastern()} withAsterisk {...form.getInputProps('validUntil')} />
        <GrowingTextarea label="Note for the customer" minRows={2} maxLength={1000} {...form.getInputProps('note')} />
        <FileUpload
          label="The carrier’s quote (optional)"
          accept={PDF_ONLY}
          acceptText="PDF"
          value={form.values.document}
          onChange={(file) => form.setFieldValue('document', file)}
          error={form.errors.document}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            Add offer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
