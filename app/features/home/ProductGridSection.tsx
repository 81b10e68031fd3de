import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProductGrid } from '@design-system/ProductGrid/ProductGrid';
import { useTexts } from '@design-system/i18n/Locale';
import { productGrid, productGridHeading } from '../../content/product-grid';

type ProductGridSectionProps = {
  /** 1 on /chooseproducts, where the grid is the page; 2 on home. */
  headingOrder: 1 | 2;
  intro: ReactNode;
  /** Above the heading, e.g. 'Get a Quote'. */
  eyebrow?: string;
  children?: ReactNode;
};

/** Seed 000 §2.3: 'Select products to bundle & save.' and the product grid, on home and on /chooseproducts. */
export function ProductGridSection({ headingOrder, intro, eyebrow, children }: ProductGridSectionProps) {
  const texts = useTexts();
  return (
    <Box component="section" aria-labelledby="product-grid-heading" py={{ base: 'xl', sm: 48 }}>
      <Container size="lg">
        <Stack gap="xs" mb="xl" maw={720}>
          {eyebrow && (
            <Text fw={700} tt="uppercase" size="sm" c="var(--mantine-primary-color-filled)" style={{ letterSpacing: '0.06em' }}>
              {eyebrow}
            </Text>
          )}
          <Title order={headingOrder} id="product-grid-heading" fz={{ base: 28, sm: 36 }} lh={1.15}>
            {productGridHeading(texts)}
          </Title>
          <Text size="lg" c="dimmed">
            {intro}
          </Text>
        </Stack>
        <ProductGrid products={productGrid(texts)} headingOrder={headingOrder === 1 ? 2 : 3} />
        {children}
      </Container>
    </Box>
  );
}
