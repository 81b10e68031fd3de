import { Anchor, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { telHref } from '@design-system/navigation/tel-href';
import { AGENCY } from '@site/agency';
import { usePageTitle } from '../../layout/usePageTitle';
import { CHOOSE_PRODUCTS_CONTENT } from './content';
import { ProductGridSection } from './ProductGridSection';

/** Seed 000 §2.3: the product grid page (/chooseproducts). */
export function ChooseProductsPage() {
  usePageTitle(CHOOSE_PRODUCTS_CONTENT.pageTitle, CHOOSE_PRODUCTS_CONTENT.text);
  return (
    <ProductGridSection headingOrder={1} eyebrow={CHOOSE_PRODUCTS_CONTENT.eyebrow} intro={CHOOSE_PRODUCTS_CONTENT.text}>
      <Paper withBorder radius="lg" p="lg" mt="xl">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconPhoneCall size={26} stroke={1.6} />
          </ThemeIcon>
          <Text>
            <Text component="span" fw={700}>
              {CHOOSE_PRODUCTS_CONTENT.help}
            </Text>{' '}
            A licensed agent can help you choose.{' '}
            <Anchor href={telHref(AGENCY.phone)} fw={700}>
              {CHOOSE_PRODUCTS_CONTENT.helpAction}
            </Anchor>{' '}
            (Phone {AGENCY.hours.phone})
          </Text>
        </Group>
      </Paper>
    </ProductGridSection>
  );
}
