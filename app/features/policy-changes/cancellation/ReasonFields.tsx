import { Checkbox, Collapse, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  CALLBACK_WINDOWS,
  CANCELLATION_REASONS,
  cancellationDocumentRules,
  isPropertySold,
  REASON_SECTIONS,
  WIN_BACK_REASONS,
} from '@contracts/policy-changes/cancellation';
import type { FormShellStepContext } from '@design-system/FormShell';
import { DateField } from '@design-system/FormShell/steps';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { CANCELLATION_TEXT } from './content';
import { EMPTY_CALLBACK, type CancellationValues } from './cancellation-values';
import { SectionField } from './SectionField';

/** Seed 002 §2: a reason's section slides in over 300 ms. */
const SECTION_TRANSITION_MS = 300;

const DETAILS = 'cancellationDetails';

/**
 * The documents a cancellation keeps when its reason changes: those of a type the new reason still offers
 * (a sale's documents go when a person moving has not sold).
 */
function documentsFor(values: CancellationValues, reason: string, dynamicFields = values.cancellationDetails.dynamicFields) {
  const offered = cancellationDocumentRules(reason, isPropertySold(dynamicFields)).types.map((type) => type.value);
  return values.documents.filter((document) => offered.includes(document.type));
}

/**
 * Seed 002 §2 step 2: the reason, the section it reveals, the realtor for a sale, and the win-back
 * consultation where the reason offers it (switched off when the reason changes to one without it).
 */
export function ReasonFields({ form }: FormShellStepContext<CancellationValues>) {
  const text = useText(CANCELLATION_TEXT);
  const translate = useTranslateMessage();
  const values = form.getValues();
  const { reason, isWinBackSelected } = values.cancellationDetails;
  const offersWinBack = WIN_BACK_REASONS.includes(reason);

  const changeReason = (next: string | null) => {
    const nextReason = next ?? '';
    form.setFieldValue(`${DETAILS}.reason`, nextReason);
    if (!WIN_BACK_REASONS.includes(nextReason)) {
      form.setFieldValue(`${DETAILS}.isWinBackSelected`, false);
      form.setFieldValue(`${DETAILS}.callbackTime`, EMPTY_CALLBACK);
    }
    form.setFieldValue('documents', documentsFor(values, nextReason));
    form.clearErrors();
  };

  const soldInput = form.getInputProps(`${DETAILS}.dynamicFields.moving.isPropertySold`);

  return (
    <Stack gap="md">
      {/* Radios, not a select: each reason is read whole, however long, on a phone too (a select cuts it off). */}
      <Radio.Group label={text('reason')} withAsterisk {...form.getInputProps(`${DETAILS}.reason`)} onChange={changeReason}>
        <Stack gap="xs" mt={6}>
          {CANCELLATION_REASONS.map(({ value, label }) => (
            <Radio key={value} value={value} label={translate(label)} />
          ))}
        </Stack>
      </Radio.Group>

      <DateField path={`${DETAILS}.coverageEndDate`} label={text('coverageEndDate')} description={text('coverageEndDateNote')} />

      {Object.entries(REASON_SECTIONS).map(([key, section]) => (
        <Collapse key={key} expanded={reason === key} transitionDuration={SECTION_TRANSITION_MS}>
          {reason === key && (
            <Paper withBorder radius="md" p="md" component="section" aria-label={translate(section.title)}>
              <Text fw={700} mb="sm">
                {translate(section.title)}
              </Text>
              <Stack gap="md">
                {section.fields.map((field) => {
                  const path = `${DETAILS}.dynamicFields.${section.group}.${field.name}`;
                  if (field.input !== 'yesno') return <SectionField key={field.name} field={field} path={path} />;
                  // Whether the property is sold decides whether a sale's documents are asked for.
                  return (
                    <SectionField
                      key={field.name}
                      field={field}
                      path={path}
                      onChange={(answer) => {
                        soldInput.onChange(answer);
                        const dynamicFields = {
                          ...values.cancellationDetails.dynamicFields,
                          moving: { ...values.cancellationDetails.dynamicFields.moving, isPropertySold: answer },
                        };
                        form.setFieldValue('documents', documentsFor(values, reason, dynamicFields));
                      }}
                    />
                  );
                })}
              </Stack>
            </Paper>
          )}
        </Collapse>
      ))}

      <Collapse expanded={reason === 'selling_home'} transitionDuration={SECTION_TRANSITION_MS}>
        {reason === 'selling_home' && (
          <Paper withBorder radius="md" p="md" component="section" aria-label={text('realtorTitle')}>
            <Text fw={700} mb="sm">
              {text('realtorTitle')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label={text('firstName')} autoComplete="off" {...form.getInputProps(`${DETAILS}.realtorInfo.firstName`)} />
              <TextInput label={text('lastName')} autoComplete="off" {...form.getInputProps(`${DETAILS}.realtorInfo.lastName`)} />
              <TextInput label={text('email')} type="email" autoComplete="off" {...form.getInputProps(`${DETAILS}.realtorInfo.email`)} />
              <PhoneInput label={text('phoneNumber')} placeholder={text('phonePlaceholder')} {...form.getInputProps(`${DETAILS}.realtorInfo.phoneNumber`)} />
            </SimpleGrid>
          </Paper>
        )}
      </Collapse>

      {offersWinBack && (
        <Paper withBorder radius="md" p="md" component="section" aria-label={text('winBackTitle')}>
          <Text fw={700} mb={4}>
            {text('winBackTitle')}
          </Text>
          <Text size="sm" c="dimmed" mb="sm">
            {text('winBackIntro')}
          </Text>
          <Checkbox
            label={text('winBackQuestion')}
            {...form.getInputProps(`${DETAILS}.isWinBackSelected`, { type: 'checkbox' })}
            onChange={(event) => {
              form.setFieldValue(`${DETAILS}.isWinBackSelected`, event.currentTarget.checked);
              if (!event.currentTarget.checked) form.setFieldValue(`${DETAILS}.callbackTime`, EMPTY_CALLBACK);
              form.clearErrors();
            }}
          />
          <Collapse expanded={isWinBackSelected} transitionDuration={SECTION_TRANSITION_MS}>
            {isWinBackSelected && (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="md">
                <DateField path={`${DETAILS}.callbackTime.date`} label={text('callbackDate')} />
                <Select
                  label={text('callbackTime')}
                  placeholder={text('callbackTimePlaceholder')}
                  data={CALLBACK_WINDOWS.map(({ value, label }) => ({ value, label: translate(label) }))}
                  withAsterisk
                  allowDeselect={false}
                  {...form.getInputProps(`${DETAILS}.callbackTime.time`)}
                />
              </SimpleGrid>
            )}
          </Collapse>
        </Paper>
      )}
    </Stack>
  );
}
