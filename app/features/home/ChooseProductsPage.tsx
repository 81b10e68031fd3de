import { Anchor, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { telHref } from '@design-system/navigation/tel-href';
import { useLocale, useText } from '@design-system/i18n/Locale';
import { AGENCY, AGENCY_HOURS } from '@site/agency';
import { usePageTitle } from '../../layout/usePageTitle';
import { ProductGridSection } from './ProductGridSection';
import { HOME_TEXT } from './text';

/** Seed 000 §2.3: the product grid page (/chooseproducts). */
export function ChooseProductsPage() {
  const text = useText(HOME_TEXT);
  const locale = useLocale();
  usePageTitle(text('chooseProducts.pageTitle'), text('chooseProducts.text'));
  return (
    <ProductGridSection headingOrder={1} eyebrow={text('chooseProducts.eyebrow')} intro={text('chooseProducts.text')}>
      <Paper withBorder radius="lg" p="lg" mt="xl">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconPhoneCall size={26} stroke={1.6} />
          </ThemeIcon>
          <Text>
            <Text component="span" fw={700}>
              {text('chooseProducts.help')}
            </Text>{' '}
            {text('chooseProducts.helpText')}{' '}
            <Anchor href={telHref(AGENCY.phone)} fw={700}>
              {text('chooseProducts.helpAction', { phone: AGENCY.phone })}
            </Anchor>{' '}
            {text('chooseProducts.hours', { hours: AGENCY_HOURS[locale].phone })}
          </Text>
        </Group>
      </Paper>
    </ProductGridSection>
  );
}
