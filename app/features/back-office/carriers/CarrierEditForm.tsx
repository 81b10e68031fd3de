import { Alert, Anchor, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { GrowingTextarea } from '@design-system/GrowingTextarea/GrowingTextarea';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isAdminOnlyCarrierField, ZCarrierChanges, type TCarrierChanges, type TCarrierChangesInput } from '@contracts/back-office/carriers';
import type { StaffRole } from '@contracts/back-office/staff-auth';
import type { TCarrier } from '@contracts/carriers';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';

export const CARRIER_EDIT_FORM_TEXT = {
  formLabel: (name: string) => `Edit ${name}`,
  paymentUrl: { label: 'Payment page', description: 'An https:// address. Left empty, the directory greys out Make a Payment.' },
  claimsUrl: { label: 'Claims page', description: 'An https:// address. Left empty, the directory greys out File a Claim.' },
  claimsPhone: { label: 'Claims phone', description: 'Shown when filing a claim.' },
  billingPhone: { label: 'Billing phone', description: 'Shown when making a payment.' },
  overnightPaymentAddress: { label: 'Overnight payment address', description: 'Where a payment sent overnight goes. Shown when making a payment.' },
  logoPath: { label: 'Logo', description: 'A path on our site (/logos/...) or an https:// address. Left empty, no logo is shown.' },
  save: 'Save Changes',
  reset: 'Undo Changes',
  adminOnly:
    'Only an administrator can change where customers pay or file a claim: the payment and claims pages, the phones and the overnight payment address. A wrong one would send their money or their claim to someone else. You can change the logo.',
  readOnly: 'Only an administrator can change it.',
} as const;

export type CarrierEditFormProps = {
  /** The carrier as it stands; the fields start from it. Give the form `key={carrier.id}` to switch carriers. */
  carrier: TCarrier;
  /**
   * Called with the checked changes (trimmed, phones as the directory shows them) when staff save. The form
   * keeps its values if it rejects: the caller says what went wrong.
   */
  onSave: (changes: TCarrierChanges) => Promise<void>;
  /** A save is under way: the button says so and the form waits. @default false */
  saving?: boolean;
  /** The server's messages per field (a 422's or 403's `errors`), shown beside their fields. */
  errors?: Partial<Record<keyof TCarrierChangesInput, string>>;
  /** Who edits: an agent sees where customers pay or claim read-only, and why. @default 'admin' */
  role?: StaffRole;
};

const valuesOf = (carrier: TCarrier): TCarrierChangesInput => ({
  paymentUrl: carrier.paymentUrl,
  claimsUrl: carrier.claimsUrl,
  claimsPhone: carrier.claimsPhone,
  billingPhone: carrier.billingPhone,
  overnightPaymentAddress: carrier.overnightPaymentAddress,
  logoPath: carrier.logoPath,
});

/**
 * The back office's edit of one carrier of the directory: what the public list hides or greys out while it is
 * empty. Validated on blur and on save by the contract's schema, with the server's words. No fetching here.
 */
export function CarrierEditForm({ carrier, onSave, saving = false, errors, role = 'admin' }: CarrierEditFormProps) {
  const form = useForm<TCarrierChangesInput>({
    mode: 'controlled',
    initialValues: valuesOf(carrier),
    validate: zodFormValidator(ZCarrierChanges),
    validateInputOnBlur: true,
  });
  const { setErrors } = form;

  useEffect(() => {
    if (errors) setErrors(errors);
  }, [errors, setErrors]);

  const submit = form.onSubmit(async (values) => {
    if (saving) return;
    const changes = ZCarrierChanges.parse(values);
    try {
      await onSave(changes);
      form.setValues(changes);
      form.resetDirty(changes);
    } catch {
      // The caller shows what went wrong; the values stay for another try.
    }
  });

  const readOnly = (name: keyof TCarrierChangesInput) => role !== 'admin' && isAdminOnlyCarrierField(name);
  const field = (name: keyof TCarrierChangesInput) => ({
    ...CARRIER_EDIT_FORM_TEXT[name],
    ...form.getInputProps(name),
    ...(readOnly(name)
      ? { readOnly: true, variant: 'filled', description: `${CARRIER_EDIT_FORM_TEXT[name].description} ${CARRIER_EDIT_FORM_TEXT.readOnly}` }
      : {}),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={CARRIER_EDIT_FORM_TEXT.formLabel(carrier.name)}>
      <Stack gap="md">
        <div>
          <Title order={2}>{carrier.name}</Title>
          {carrier.website && (
            <Anchor href={carrier.website} target="_blank" rel="noopener noreferrer" size="sm">
              {carrier.website}
            </Anchor>
          )}
        </div>
        {role !== 'admin' && (
          <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
            {CARRIER_EDIT_FORM_TEXT.adminOnly}
          </Alert>
        )}
        <TextInput {...field('paymentUrl')} type="url" inputMode="url" />
        <TextInput {...field('claimsUrl')} type="url" inputMode="url" />
        <Group grow align="flex-start" wrap="wrap">
          <PhoneInput {...field('claimsPhone')} autoComplete="off" miw={200} />
          <PhoneInput {...field('billingPhone')} autoComplete="off" miw={200} />
        </Group>
        <GrowingTextarea {...field('overnightPaymentAddress')} minRows={3} />
        <TextInput {...field('logoPath')} />
        <Group justify="flex-end">
          <Button variant="default" type="button" onClick={() => form.reset()} disabled={saving || !form.isDirty()}>
            {CARRIER_EDIT_FORM_TEXT.reset}
          </Button>
          <Button type="submit" loading={saving}>
            {CARRIER_EDIT_FORM_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
