import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { TAccount } from '@contracts/account';
import { PRODUCT_CATALOGUE } from '@contracts/products';
import { INSURED_ANSWERS } from '@contracts/quote-requests';
import { QUOTE_STORE_MESSAGES, ZQuoteDetails, type TQuote, type TQuoteDetails } from '@contracts/quotes';
import { zodFormValidator } from '@design-system/form/zod-validator';
import { ACCOUNT_CONTENT as CONTENT } from '../../account/content';
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
 * name and phone filled in from their profile, the address their signed-in one.
 */
export function AskForQuoteForm({ account, onAsked }: { account: TAccount; onAsked: (quote: TQuote) => void }) {
  const [problem, setProblem] = useState<string>();
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
    validate: zodFormValidator(ZQuoteDetails),
  });
  const asksAddress = useAsksPropertyAddress(form.values.productType);

  const submit = form.onSubmit(async (values) => {
    setProblem(undefined);
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
      } else setProblem(QUOTE_STORE_MESSAGES.submitFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ask-quote-heading" data-testid="ask-for-quote">
      <Stack gap="sm">
        <Title order={2} size="h4" id="ask-quote-heading">
          {CONTENT.askForQuote}
        </Title>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Select
          label="Product"
          data={PRODUCT_CATALOGUE.map((product) => product.name)}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('productType')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First Name" withAsterisk autoComplete="given-name" {...form.getInputProps('name')} />
          <TextInput label="Last Name" withAsterisk autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Phone" withAsterisk type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        {asksAddress && <TextInput label="Property Address" withAsterisk autoComplete="street-address" {...form.getInputProps('propertyAddress')} />}
        <Radio.Group label="Are you currently insured?" withAsterisk {...form.getInputProps('insured')}>
          <Group gap="lg" mt="xs">
            {INSURED_ANSWERS.map((answer) => (
              <Radio key={answer} value={answer} label={answer} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea label="Message (optional)" autosize minRows={2} {...form.getInputProps('message')} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {CONTENT.askForQuoteSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
