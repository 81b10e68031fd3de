import { Alert, Button, Fieldset, Group, Loader, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@design-system/GrowingTextarea/GrowingTextarea';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { needsPropertyAddress, STANDARD_FORM_PROPERTY_PRODUCTS } from '@contracts/products';
import { PhoneInput } from '@design-system/PhoneInput/PhoneInput';
import { SubmissionErrorPanel } from '@design-system/SubmissionErrorPanel/SubmissionErrorPanel';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { resolveAttribution, type QuoteAttribution, type QuoteAttributionProps } from './attribution';
import { useEarlyInputKept } from '../../../forms/useEarlyInputKept';
import { contactSupport } from './contact-support';
import { STANDARD_QUOTE_TEXT } from './content';
import { useProductName } from './product-name';
import classes from './StandardQuoteForm.module.css';
import { useStandardQuoteForm, type FormError } from './useStandardQuoteForm';
import { PrivacyFootnote } from '@design-system/PrivacyFootnote/PrivacyFootnote';

const SECTION_CLASSES = { legend: classes.legend };

export type StandardQuoteFormProps = QuoteAttributionProps;

/**
 * The standard quote form (seed 000 §2.5), for any page that wants one: the quote pages, the campaign pages
 * and the embedded forms. The product type, campaign and UTM values come from the props, else from the
 * page's query (see resolveAttribution). Its words are in the page's language; what it sends (the product,
 * the answers to Yes/No, campaign and UTM values) stays as the contract and the analytics read it.
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
  const text = useText(STANDARD_QUOTE_TEXT);
  const translate = useTranslateMessage();
  const productName = useProductName(productType);
  const showProperty = needsPropertyAddress(productType, STANDARD_FORM_PROPERTY_PRODUCTS);
  const successRef = useRef<HTMLDivElement>(null);
  const formRef = useEarlyInputKept<HTMLFormElement>();

  // The success message takes the keyboard focus, so it is seen (scrolled to) and read out.
  useEffect(() => {
    if (status === 'submitted') successRef.current?.focus();
  }, [status]);

  // The server's or the contract's words in the page's language (they follow a switch); else the form's own.
  const errorMessage = (error: FormError) =>
    error.message !== undefined ? translate(error.message) : text(error.kind === 'failed' ? 'errors.failed' : 'errors.unexpected');

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={text('formLabel', { product: productName })} aria-busy={submitting}>
      <Stack gap="lg">
        {status === 'submitted' && (
          <Alert
            ref={successRef}
            tabIndex={-1}
            role="status"
            color="customerGreen"
            variant="light"
            radius="md"
            title={text('success.title')}
            icon={<IconCircleCheck aria-hidden />}
            data-testid="quote-submitted"
          >
            <Text size="sm">{text('success.message')}</Text>
            {referenceNumber && (
              <Text size="sm" mt={4}>
                {text('success.reference')}{' '}
                <Text component="strong" fw={800} ff="monospace" size="sm" data-testid="reference-number" style={{ whiteSpace: 'nowrap' }}>
                  {referenceNumber}
                </Text>
              </Text>
            )}
          </Alert>
        )}

        <Fieldset legend={text('sections.personal')} disabled={submitting} radius="md" classNames={SECTION_CLASSES}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label={text('firstName')} autoComplete="given-name" withAsterisk {...form.getInputProps('name')} />
              <TextInput label={text('lastName')} autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label={text('email')} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
              <PhoneInput label={text('phone')} withAsterisk {...form.getInputProps('phone')} />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        {showProperty && (
          <Fieldset legend={text('sections.property')} disabled={submitting} radius="md" classNames={SECTION_CLASSES}>
            <TextInput
              label={text('propertyAddress')}
              autoComplete="street-address"
              placeholder={text('propertyAddressPlaceholder')}
              withAsterisk
              {...form.getInputProps('propertyAddress')}
            />
          </Fieldset>
        )}

        <Fieldset legend={text('sections.additional')} disabled={submitting} radius="md" classNames={SECTION_CLASSES}>
          <Stack gap="md">
            <Radio.Group label={text('insured')} withAsterisk {...form.getInputProps('insured')}>
              <Group mt="xs" gap="xl">
                <Radio value="Yes" label={text('yes')} />
                <Radio value="No" label={text('no')} />
              </Group>
            </Radio.Group>
            <GrowingTextarea label={text('message')} minRows={3} maxRows={8} {...form.getInputProps('message')} />
          </Stack>
        </Fieldset>

        {formError && (
          <SubmissionErrorPanel
            title={text('errors.title')}
            message={errorMessage(formError)}
            // Trying the same answers again can help unless the answers themselves are what is wrong.
            onRetry={formError.kind === 'validation' || formError.kind === 'invalid' ? undefined : retry}
            onContactSupport={() => void contactSupport(text)}
            onClear={clear}
            busy={submitting}
            retryLabel={text('actions.retry')}
            contactSupportLabel={text('actions.contactSupport')}
            clearLabel={text('actions.clear')}
          />
        )}

        <div role="status" aria-live="polite">
          {submitting && (
            <Group gap="xs" justify="center" data-testid="quote-submitting">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{text('submitting')}</Text>
            </Group>
          )}
        </div>

        <Button type="submit" size="md" loading={submitting} fullWidth>
          {referenceNumber ? text('submitAnother') : text('submit')}
        </Button>
        <PrivacyFootnote />
      </Stack>
    </form>
  );
}
