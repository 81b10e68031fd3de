import { Alert, Checkbox, Collapse, Group, Paper, SimpleGrid, Slider, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDollars } from '@contracts/money';
import { COVERAGE_SLIDERS, DEFAULT_COVERAGES, HOME_CHANGE_MESSAGES, HOME_CHANGES } from '@contracts/policy-changes/home';
import type { FormShellStepContext } from '@design-system/FormShell';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { HOME_CHANGE_TEXT } from './content';
import { EMPTY_COVERAGES, EMPTY_NAME, type HomeChangeValues } from './home-values';

/** Seed 002 §2: a section takes 300 ms to open or close. */
const SECTION_TRANSITION_MS = 300;

const DETAILS = 'selectedChanges.changeDetails';

type Flag = (typeof HOME_CHANGES)[number]['flag'];

const dollars = (amount: number | null) => (amount === null ? '' : formatDollars(amount));

/** A ticked change's fields, outlined in red while any of them is refused. */
function ChangeSection({ open, title, invalid, children }: { open: boolean; title: string; invalid: boolean; children: ReactNode }) {
  return (
    <Collapse expanded={open} transitionDuration={SECTION_TRANSITION_MS}>
      <Paper withBorder radius="md" p="md" component="section" aria-label={title} style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <Text fw={700} mb="sm">
          {title}
        </Text>
        {children}
      </Paper>
    </Collapse>
  );
}

/**
 * Seed 002 §2 step 2, 'Select Changes Needed': three changes, each revealing its section. Ticking Update
 * Coverages/Deductible sets the default amounts; unticking any change clears what its section held.
 */
export function ChangesFields({ form, fieldId }: FormShellStepContext<HomeChangeValues>) {
  const text = useText(HOME_CHANGE_TEXT);
  // The contract's words (the changes, the sliders, the refusal of the sections), said in the page's language.
  const translate = useTranslateMessage();
  const { selectedChanges } = form.getValues();
  const sectionInvalid = (section: string) => Object.keys(form.errors).some((path) => path.startsWith(`${DETAILS}.${section}`));
  const anySectionInvalid = Object.keys(form.errors).some((path) => path.startsWith(DETAILS));

  const toggle = (flag: Flag, ticked: boolean) => {
    form.setFieldValue(`selectedChanges.${flag}`, ticked);
    if (flag === 'updateCoveragesChecked') form.setFieldValue(`${DETAILS}.coveragesData`, ticked ? { ...DEFAULT_COVERAGES } : EMPTY_COVERAGES);
    if (flag === 'addInsuredChecked') form.setFieldValue(`${DETAILS}.addInsuredData`, EMPTY_NAME);
    if (flag === 'removeInsuredChecked') form.setFieldValue(`${DETAILS}.removeInsuredData`, EMPTY_NAME);
    form.clearFieldError('selectedChanges');
    if (!ticked) for (const path of Object.keys(form.errors)) if (path.startsWith(DETAILS)) form.clearFieldError(path);
  };

  const ticked = HOME_CHANGES.filter(({ flag }) => selectedChanges[flag]).map(({ flag }) => flag);
  const coverages = selectedChanges.changeDetails.coveragesData;

  return (
    <Stack gap="md">
      <Checkbox.Group
        label={text('selectChanges')}
        description={text('selectChangesHint')}
        withAsterisk
        value={ticked}
        onChange={(next) => {
          for (const { flag } of HOME_CHANGES) if (next.includes(flag) !== selectedChanges[flag]) toggle(flag, next.includes(flag));
        }}
        error={form.getInputProps('selectedChanges').error}
      >
        <Stack gap="xs" mt="xs">
          {HOME_CHANGES.map(({ flag, label }, index) => (
            <Checkbox key={flag} value={flag} label={translate(label)} id={index === 0 ? fieldId('selectedChanges') : undefined} />
          ))}
        </Stack>
      </Checkbox.Group>

      {anySectionInvalid && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {translate(HOME_CHANGE_MESSAGES.sections)}
        </Alert>
      )}

      <ChangeSection open={selectedChanges.updateCoveragesChecked} title={text('coveragesTitle')} invalid={sectionInvalid('coveragesData')}>
        <Stack gap="lg">
          {COVERAGE_SLIDERS.map((slider) => {
            const path = `${DETAILS}.coveragesData.${slider.field}`;
            const value = coverages[slider.field];
            const label = translate(slider.label);
            const title = slider.coverage ? text('sliderTitle', { label, coverage: translate(slider.coverage) }) : label;
            const error = form.getInputProps(path).error;
            return (
              <div key={slider.field}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm" id={`${fieldId(path)}-label`}>
                    {title}
                  </Text>
                  <Text fw={700} size="sm" aria-hidden>
                    {dollars(value)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" mb={8}>
                  {translate(slider.description)}
                </Text>
                <Slider
                  min={slider.min}
                  max={slider.max}
                  step={slider.step}
                  value={value ?? slider.defaultValue}
                  onChange={(next) => form.setFieldValue(path, next)}
                  label={(next) => dollars(next)}
                  thumbLabel={title}
                  thumbProps={{ id: fieldId(path), 'aria-valuetext': dollars(value) } as never}
                />
                <Group justify="space-between" mt={4} aria-hidden>
                  <Text size="xs" c="dimmed">
                    {dollars(slider.min)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dollars(slider.max)}
                  </Text>
                </Group>
                {error && (
                  <Text size="sm" c="red" role="alert">
                    {error}
                  </Text>
                )}
              </div>
            );
          })}
        </Stack>
      </ChangeSection>

      <ChangeSection open={selectedChanges.addInsuredChecked} title={translate('Add Insured')} invalid={sectionInvalid('addInsuredData')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={text('firstName')} withAsterisk autoComplete="off" {...form.getInputProps(`${DETAILS}.addInsuredData.firstName`)} />
          <TextInput label={text('lastName')} withAsterisk autoComplete="off" {...form.getInputProps(`${DETAILS}.addInsuredData.lastName`)} />
        </SimpleGrid>
      </ChangeSection>

      <ChangeSection open={selectedChanges.removeInsuredChecked} title={translate('Remove Insured')} invalid={sectionInvalid('removeInsuredData')}>
        <Text size="sm" c="dimmed" mb="sm">
          {text('removeInsuredNote')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={text('firstName')} withAsterisk autoComplete="off" {...form.getInputProps(`${DETAILS}.removeInsuredData.firstName`)} />
          <TextInput label={text('lastName')} withAsterisk autoComplete="off" {...form.getInputProps(`${DETAILS}.removeInsuredData.lastName`)} />
        </SimpleGrid>
      </ChangeSection>
    </Stack>
  );
}
