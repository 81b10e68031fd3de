import { Alert, Button, Fieldset, Group, Loader, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { needsPropertyAddress, STANDARD_FORM_PROPERTY_PRODUCTS } from '@contracts/products';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';
import { SubmissionErrorPanel } from '@design-system/SubmissionErrorPanel/SubmissionErrorPanel';
import { resolveAttribution, type QuoteAttribution, type QuoteAttributionProps } from './attribution';
import { contactSupport } from './contact-support';
import { STANDARD_QUOTE_CONTENT } from './content';
import classes from './StandardQuoteForm.module.css';
import { useStandardQuoteForm } from './useStandardQuoteForm';
import { PrivacyFootnote } from '@design-system/PrivacyFootnote/PrivacyFootnote';

const CONTENT = STANDARD_QUOTE_CONTENT;

const SECTION_CLASSES = { legend: classes.legend };

export type StandardQuoteFormProps = QuoteAttributionProps;

/**
 * The standard quote form (seed 000 §2.5), for any page that wants one: the quote pages, the campaign pages
 * and the embedded forms. The product type, campaign and UTM values come from the props, else from the
 * page's query (see resolveAttribution).
 */
export function StandardQuoteForm(props: StandardQuoteFormProps) {
  const [query] = useSearchParams();
  const attribution = resolveAttribution(props, query);
  // New inputs (another product in the URL) start a new form.
  return <StandardQuoteFormBody key={JSON.stringify(attribution)} attribution={attribution} />;
}

function StandardQuoteFormBody({ attribution }: { attribution: QuoteAttribution }) {
  const { form, status, submitting, formError, referenceNumber, submit, retry, clear } = useStandardQuoteForm(attribution);
  const { productType } = attribution;
  const showProperty = needsPropertyAddress(productType, STANDARD_FORM_PROPERTY_PRODUCTS);
  const successRef = useRef<HTMLDivElement>(null);

  // The success message takes the keyboard focus, so it is seen (scrolled to) and read out.
  useEffect(() => {
    if (status === 'submitted') successRef.current?.focus();
  }, [status]);

  return (
    <form onSubmit={submit} noValidate aria-label={`${productType} quote request`} aria-busy={submitting}>
      <Stack gap="lg">
        {status === 'submitted' && (
          <Alert
            ref={successRef}
            tabIndex={-1}
            role="status"
            color="customerGreen"
            variant="light"
            radius="md"
            title={CONTENT.success.title}
            icon={<IconCircleCheck aria-hidden />}
            data-testid="quote-submitted"
          >
            <Text size="sm">{CONTENT.success.message}</Text>
            {referenceNumber && (
              <Text size="sm" mt={4}>
                Your reference number is{' '}
                <Text component="strong" fw={800} ff="monospace" size="sm" data-testid="reference-number" style={{ whiteSpace: 'nowrap' }}>
                  {referenceNumber}
                </Text>
              </Text>
            )}
          </Alert>
        )}

        <Fieldset legend={CONTENT.sections.personal} disabled={submitting} radius="md" classNames={SECTION_CLASSES}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label="First Name" autoComplete="given-name" withAsterisk {...form.getInputProps('name')} />
              <TextInput label="Last Name" autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
              <PhoneInput label="Phone" withAsterisk {...form.getInputProps('phone')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        {showProperty && (
          <Fieldset legend={CONTENT.sections.property} disabled={submitting} radius="md" classNames={SECTION_CLASSES}>
            <TextInput
              label="Property Address"
              autoComplete="street-address"
              placeholder="Street, city, state and ZIP"
              withAsterisk
              {...form.getInputProps('propertyAddress')}
            />
          </Fieldset>
        )}

        <Fieldset legend={CONTENT.sections.additional} disabled={submitting} radius="md" classNames={SECTION_CLASSES}>
          <Stack gap="md">
            <Radio.Group label="Are you currently insured?" withAsterisk {...form.getInputProps('insured')}>
              <Group mt="xs" gap="xl">
                <Radio value="Yes" label="Yes" />
                <Radio value="No" label="No" />
              </Group>
            </Radio.Group>
            <Textarea label="Message (optional)" autosize minRows={3} maxRows={8} {...form.getInputProps('message')} />
          </Stack>
        </Fieldset>

        {formError && (
          <SubmissionErrorPanel
            title={CONTENT.errors.title}
            message={formError.message}
            // Trying the same answers again can help unless the answers themselves are what is wrong.
            onRetry={formError.kind === 'validation' || formError.kind === 'invalid' ? undefined : retry}
            onContactSupport={() => void contactSupport()}
            onClear={clear}
            busy={submitting}
            retryLabel={CONTENT.actions.retry}
            contactSupportLabel={CONTENT.actions.contactSupport}
            clearLabel={CONTENT.actions.clear}
          />
        )}

        <div role="status" aria-live="polite">
          {submitting && (
            <Group gap="xs" justify="center" data-testid="quote-submitting">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{CONTENT.submitting}</Text>
            </Group>
          )}
        </div>

        <Button type="submit" size="md" loading={submitting} fullWidth>
          {referenceNumber ? CONTENT.submitAnother : CONTENT.submit}
        </Button>
        <PrivacyFootnote />
      </Stack>
    </form>
  );
}
