import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { ProductCard } from '@design-system/ProductCard/ProductCard';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/LocaleProvider',
  component: LocaleProvider,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The language of everything inside it: English, or US Spanish (`es`). Components take their words from catalogues (`defineCatalogue` in site/i18n/catalogue.ts: each key in English and Spanish, ICU MessageFormat) through `useText(CATALOGUE)`; dates, numbers and plurals follow the language through Intl. The app's router sets it from the address (/es/... is Spanish); the toolbar's Language sets it for every story.",
          whenNotToUse:
            'Not for words that are names in every language (the agency, a carrier, a phone number) or for what the person typed. Not for the back office, which stays in English.',
          accessibility:
            'The app sets `lang` on the document to the same language, so screen readers pronounce the words as written; a link to the other language carries its own `lang` and `hreflang` ("Español" is read in Spanish).',
        }),
      },
    },
  },
  args: { locale: 'es', children: null },
} satisfies Meta<typeof LocaleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const FLOOD = {
  description: 'The flood cover a standard home policy leaves out, from the federal program or private carriers.',
  href: '/quotes/flood?productType=Flood+Insurance',
};

/** The same card in both languages: the design system's own words (GET A QUOTE, "opens in a new tab") follow the provider. */
export const BothLanguages: Story = {
  render: () => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} maw={760}>
      {(['en', 'es'] as const).map((locale) => (
        <Stack key={locale} gap="xs" lang={locale} data-locale={locale}>
          <Title order={2} size="h5">
            {locale === 'en' ? 'English' : 'Español'}
          </Title>
          <LocaleProvider locale={locale}>
            <ProductCard title={locale === 'en' ? 'Flood' : 'Inundación'} product="Flood" {...FLOOD} external={false} />
          </LocaleProvider>
        </Stack>
      ))}
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [english, spanish] = canvas.getAllByRole('link');
    await expect(english).toHaveAccessibleName('GET A QUOTE for Flood');
    await expect(spanish).toHaveAccessibleName('COTIZAR Inundación');
  },
};
