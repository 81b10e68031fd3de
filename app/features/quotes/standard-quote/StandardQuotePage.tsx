import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { ProductIcon } from '@design-system/ProductIcon/ProductIcon';
import { useText } from '@design-system/i18n/Locale';
import { usePageTitle } from '../../../layout/usePageTitle';
import { resolveAttribution, type QuoteAttributionProps } from './attribution';
import { STANDARD_QUOTE_TEXT } from './content';
import { useProductName } from './product-name';
import { StandardQuoteForm } from './StandardQuoteForm';

export type StandardQuotePageProps = QuoteAttributionProps & {
  /** Inside a partner's frame: less space around the form. */
  embedded?: boolean;
};

/** A page of the standard quote form (seed 000 §2.5): the product's heading and icon above the form, in the page's language. */
export function StandardQuotePage({ embedded = false, ...inputs }: StandardQuotePageProps) {
  const [query] = useSearchParams();
  const { productType } = resolveAttribution(inputs, query);
  const text = useText(STANDARD_QUOTE_TEXT);
  const productName = useProductName(productType);
  const heading = text('heading', { product: productName });
  usePageTitle(heading);

  return (
    <Container size="sm" px={embedded ? 'xs' : undefined} py={embedded ? 'xs' : { base: 'md', sm: 'xl' }}>
      <Paper withBorder={!embedded} radius="lg" p={embedded ? { base: 'xs', sm: 'md' } : { base: 'md', sm: 'xl' }} shadow={embedded ? undefined : 'xs'}>
        <Stack gap="lg">
          <Group wrap="nowrap" gap="md" align="flex-start">
            <ProductIcon productType={productType} size={embedded ? 48 : 64} visibleFrom="xs" />
            <div>
              <Title order={1} fz={embedded ? { base: 'h3', sm: 'h2' } : { base: 'h2', sm: 'h1' }}>
                {heading}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {text('intro')}
              </Text>
            </div>
          </Group>
          <StandardQuoteForm {...inputs} />
        </Stack>
      </Paper>
    </Container>
  );
}
