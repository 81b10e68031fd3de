import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { celebrate } from '@design-system/celebrate/celebrate';
import { ProductIcon } from '@design-system/ProductIcon/ProductIcon';
import { ThankYouScreen } from '@design-system/ThankYouScreen/ThankYouScreen';
import { AGENCY } from '@site/agency';
import { usePageTitle } from '../../../layout/usePageTitle';
import { routes } from '@site/paths';
import { useText, useTexts } from '@design-system/i18n/Locale';
import { productNameIn } from '@contracts/products';
import { SIMPLE_QUOTE_TEXT } from './text';
import { SimpleQuoteForm } from './SimpleQuoteForm';
import { useSimpleQuoteForm } from './useSimpleQuoteForm';

/** Seed 000 §2.4: the simple quote page; on success the Thank You! screen replaces it. */
export function SimpleQuotePage({ productType }: { productType: string }) {
  const text = useText(SIMPLE_QUOTE_TEXT);
  const productName = productNameIn(productType, useTexts());
  const quote = useSimpleQuoteForm(productType);
  usePageTitle(text('pageTitle', { product: productName }));
  const onThankYouShown = useCallback(() => celebrate(), []);

  if (quote.result) {
    return (
      <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
        <ThankYouScreen
          message={text('thankYouMessage')}
          referenceNumber={quote.result.referenceNumber}
          nextSteps={[text('nextSteps.review'), text('nextSteps.call'), text('nextSteps.quotes')]}
          supportPhone={AGENCY.phone}
          supportEmail={AGENCY.supportEmail}
          actions={[
            { label: text('backHome'), href: routes.home() },
            // Seed 000 links this to /quote, which does not exist; the product grid is where another quote starts.
            { label: text('anotherQuote'), href: routes.chooseProducts(), variant: 'outline' },
          ]}
          onShown={onThankYouShown}
        />
      </Container>
    );
  }

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Group wrap="nowrap" gap="md">
            <ProductIcon productType={productType} />
            <div>
              <Title order={1}>{text('heading')}</Title>
              <Text fw={600} c="var(--mantine-primary-color-filled)" data-testid="product-type">
                {productName}
              </Text>
            </div>
          </Group>
          <Text>{text('intro')}</Text>
          <SimpleQuoteForm productType={productType} productName={productName} {...quote} />
        </Stack>
      </Paper>
    </Container>
  );
}
