import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { GrowingTextarea } from '@design-system/GrowingTextarea/GrowingTextarea';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { TAccount } from '@contracts/account';
import { PRODUCT_CATALOGUE, productNameIn } from '@contracts/products';
import { INSURED_ANSWERS } from '@contracts/quote-requests';
import { QUOTE_STORE_MESSAGES, ZQuoteDetails, type TQuote, type TQuoteDetails } from '@contracts/quotes';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { useText, useTexts } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { MY_QUOTES_TEXT } from '../../account/text';
import { api } from '../../api/client';
import { AnswerError, readAnswer } from '../../api/read-answer';

/** Whether the product's quote asks for a property address: the catalogue's answer (GET /api/products/{id}). */
function useAsksPropertyAddress(productType: string): boolean {
  const [asks, setAsks] = useState(false);
  useEffect(() => {
    const product = PRODUCT_CATALOGUE.find((candidate) => candidate.name === productType);
    if (!product) return setAsks(false);
    let current = true;
    api.products.getProduct({ params: { id: product.id }, quiet: true }).then(
      (answer) => current && setAsks(answer.status === 200 && answer.body.asksPropertyAddress),
      () => current && setAsks(false),
    );
    return () => {
      current = false;
    };
  }, [productType]);
  return asks;
}

/**
 * A new quote request from the account (POST /api/quotes): the standard quote form's questions, the person's
 * name and phone filled in from their profile, the address their signed-in one. In the page's language: the
 * products by the products' catalogue (their English names are the values sent), the contract's answers and
 * refusals through the API's table (the server answers a Spanish page in Spanish already).
 */
export function AskForQuoteForm({ account, onAsked }: { account: TAccount; onAsked: (quote: TQuote) => void }) {
  const text = useText(MY_QUOTES_TEXT);
  const texts = useTexts();
  const say = useTranslateMessage();
  const [failed, setFailed] = useState(false);
  const form = useForm<TQuoteDetails>({
    initialValues: {
      productType: 'Home Insurance',
      name: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      propertyAddress: '',
      insured: '',
      message: '',
    },
    validate: zodFormValidator(ZQuoteDetails, say),
  });
  const asksAddress = useAsksPropertyAddress(form.values.productType);

  const submit = form.onSubmit(async (values) => {
    setFailed(false);
    try {
      const answer = await readAnswer(
        () => api.quotes.createQuote({ body: { ...values, propertyAddress: asksAddress ? values.propertyAddress : '' }, quiet: true }),
        [201],
      );
      form.reset();
      onAsked(answer.body);
    } catch (error) {
      if (error instanceof AnswerError && error.status === 422) {
        form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])));
      } else setFailed(true);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ask-quote-heading" data-testid="ask-for-quote">
      <Stack gap="sm">
        <Title order={2} size="h4" id="ask-quote-heading">
          {text('askForQuote')}
        </Title>
        {failed && (
          <Alert color="red" role="alert">
            {say(QUOTE_STORE_MESSAGES.submitFailed)}
          </Alert>
        )}
        <Select
          label={text('product')}
          data={PRODUCT_CATALOGUE.map((product) => ({ value: product.name, label: productNameIn(product.name, texts) }))}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('productType')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={text('firstName')} withAsterisk autoComplete="given-name" {...form.getInputProps('name')} />
          <TextInput label={text('lastName')} withAsterisk autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={text('phone')} withAsterisk type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        {asksAddress && <TextInput label={text('propertyAddress')} withAsterisk autoComplete="street-address" {...form.getInputProps('propertyAddress')} />}
        <Radio.Group label={text('insured')} withAsterisk {...form.getInputProps('insured')}>
          <Group gap="lg" mt="xs">
            {INSURED_ANSWERS.map((answer) => (
              <Radio key={answer} value={answer} label={say(answer)} />
            ))}
          </Group>
        </Radio.Group>
        <GrowingTextarea label={text('message')} minRows={2} {...form.getInputProps('message')} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {text('askForQuoteSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
