import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { celebrate } from '@design-system/celebrate/celebrate';
import { ProductIcon } from '@design-system/ProductIcon/ProductIcon';
import { ThankYouScreen } from '@design-system/ThankYouScreen/ThankYouScreen';
import { AGENCY } from '@site/agency';
import { usePageTitle } from '../../../layout/usePageTitle';
import { routes } from '@site/paths';
import { SIMPLE_QUOTE_CONTENT } from './content';
import { SimpleQuoteForm } from './SimpleQuoteForm';
import { useSimpleQuoteForm } from './useSimpleQuoteForm';

/** Seed 000 §2.4: the simple quote page; on success the Thank You! screen replaces it. */
export function SimpleQuotePage({ productType }: { productType: string }) {
  const quote = useSimpleQuoteForm(productType);
  usePageTitle(`${productType} Quote`);
  const onThankYouShown = useCallback(() => celebrate(), []);

  if (quote.result) {
    return (
      <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
        <ThankYouScreen
          message={SIMPLE_QUOTE_CONTENT.thankYouMessage}
          referenceNumber={quote.result.referenceNumber}
          nextSteps={[...SIMPLE_QUOTE_CONTENT.nextSteps]}
          supportPhone={AGENCY.phone}
          supportEmail={AGENCY.supportEmail}
          actions={[
            { label: 'Back to Homepage', href: routes.home() },
            // Seed 000 links this to /quote, which does not exist; the product grid is where another quote starts.
            { label: 'Get Another Quote', href: routes.chooseProducts(), variant: 'outline' },
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
              <Title order={1}>{SIMPLE_QUOTE_CONTENT.heading}</Title>
              <Text fw={600} c="var(--mantine-primary-color-filled)" data-testid="product-type">
                {productType}
              </Text>
            </div>
          </Group>
          <Text>{SIMPLE_QUOTE_CONTENT.intro}</Text>
          <SimpleQuoteForm productType={productType} {...quote} />
        </Stack>
      </Paper>
    </Container>
  );
}
