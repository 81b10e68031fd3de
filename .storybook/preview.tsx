import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import type { PortalType } from '@design-system/theme/theme';

const PORTAL_TYPES: PortalType[] = ['public', 'customer', 'lender', 'backOffice'];

const isPortalType = (value: unknown): value is PortalType => PORTAL_TYPES.includes(value as PortalType);

/** Every story inside the design system's provider, with the palette of the toolbar's portal type. */
const withDesignSystem: Decorator = (Story, context) => {
  const portalType = isPortalType(context.globals.portalType) ? context.globals.portalType : 'public';
  return (
    <DesignSystemProvider portalType={portalType}>
      <Story />
    </DesignSystemProvider>
  );
};

const preview: Preview = {
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
  },
  initialGlobals: { portalType: 'public' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
