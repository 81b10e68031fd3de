import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@design-system/theme/global.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { AXE_EXCLUDED_SELECTORS, AXE_TAGS } from '@design-system/a11y/axe-rules';
import { WithoutFocusOnAppear } from '@design-system/a11y/focus-on-appear';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import type { PortalType } from '@design-system/theme/theme';
import { LOCALE_NAMES, LOCALES, type Locale } from '@site/locales';

const PORTAL_TYPES: PortalType[] = ['public', 'customer', 'lender', 'backOffice'];

const isPortalType = (value: unknown): value is PortalType => PORTAL_TYPES.includes(value as PortalType);
const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * Every story inside the design system's provider, with the palette of the toolbar's portal type and in the
 * toolbar's language (a story that sets its own LocaleProvider keeps its language). On a docs
 * page, which shows every story of a component at once, none takes focus as it appears (the page would jump to
 * the last error summary or success heading).
 */
const withDesignSystem: Decorator = (Story, context) => {
  const portalType = isPortalType(context.globals.portalType) ? context.globals.portalType : 'public';
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const story = <Story />;
  return (
    <DesignSystemProvider portalType={portalType}>
      <LocaleProvider locale={locale}>{context.viewMode === 'docs' ? <WithoutFocusOnAppear>{story}</WithoutFocusOnAppear> : story}</LocaleProvider>
    </DesignSystemProvider>
  );
};

/** The widths the site is designed and tested at: a small phone, a tablet, a laptop. */
const VIEWPORTS = {
  phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  laptop: { name: 'Laptop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // A docs page for every component: its stories, its props table and the usage text of its meta.
  tags: ['autodocs'],
  decorators: [withDesignSystem],
  globalTypes: {
    portalType: {
      description: 'Portal type: chooses the palette',
      toolbar: {
        title: 'Portal type',
        icon: 'paintbrush',
        items: [
          { value: 'public', title: 'Public site' },
          { value: 'customer', title: 'Customer portal (green)' },
          { value: 'lender', title: 'Lender portal (blue)' },
          { value: 'backOffice', title: 'Back office (neutral)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language: the words of the design system and of the pages (English, or US Spanish)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { portalType: 'public', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: VIEWPORTS },
    // The panel runs the rules of the end-to-end tests' scans; a violation fails a story's test run.
    a11y: { options: { runOnly: { type: 'tag', values: AXE_TAGS } }, context: { exclude: AXE_EXCLUDED_SELECTORS }, test: 'error' },
  },
};

export default preview;
