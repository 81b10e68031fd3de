import { Paper, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackOfficeShell } from '@design-system/BackOffice/BackOfficeShell';
import { LinkProvider } from '@design-system/navigation/LinkContext';
import { BACK_OFFICE_NAV, PHONE_360, StoryRouterLink } from './fixtures/back-office';
import { usage } from './docs/usage';

const meta = {
  title: 'Back office/BackOfficeShell',
  component: BackOfficeShell,
  globals: { portalType: 'backOffice' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: usage({
          purpose:
            'The frame of every back-office page for agency staff: the agency\'s name and "Back office" in the header, the signed-in staff member with Sign out, the navigation, and the page in the main area. Wrap each back-office route in it once (the app\'s BackOfficeFrame does).',
          whenNotToUse:
            'Not on the public site or in the customer and lender portals: those pages start with PortalPageHeader under the site header. Do not nest it, and do not add a second navigation inside a page: add an item to `navItems`.',
          accessibility:
            'A "Skip to main content" link comes first and moves focus to the main area. The navigation is a landmark named by `navLabel` ("Back office"), and the current page\'s link has `aria-current="page"`. Below the sm breakpoint the navigation sits behind a burger button named "Open navigation" or "Close navigation", with `aria-expanded`; choosing a link closes it.',
        }),
      },
    },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  args: {
    agencyName: 'Keystone Insurance Agency',
    staff: { name: 'Morgan Lee', role: 'Account manager' },
    navItems: BACK_OFFICE_NAV,
    onSignOut: fn(),
    children: (
      <Paper withBorder p="lg">
        <Title order={1} size="h2">
          Inbox
        </Title>
        <Text mt="sm">Every submission, newest first.</Text>
      </Paper>
    ),
  },
} satisfies Meta<typeof BackOfficeShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(main).toHaveAttribute('tabindex', '-1');

    const nav = canvas.getByRole('navigation', { name: 'Back office' });
    const inbox = within(nav).getByRole('link', { name: /Inbox/ });
    await expect(inbox).toHaveAttribute('aria-current', 'page');
    await expect(inbox).toHaveAttribute('data-router-link');
    await expect(within(nav).getByRole('link', { name: 'Carriers' })).toHaveAttribute('href', '/admin/carriers');

    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** At 360 px the navigation hides behind the burger, and closes again once an item is chosen. */
export const Phone: Story = {
  ...PHONE_360,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Open navigation' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    const nav = canvasElement.querySelector<HTMLElement>(`#${CSS.escape(burger.getAttribute('aria-controls')!)}`)!;
    await expect(nav).toHaveAttribute('data-mobile-closed');

    await userEvent.click(burger);
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(burger).toHaveAccessibleName('Close navigation');
    await expect(nav).not.toHaveAttribute('data-mobile-closed');

    await userEvent.click(within(nav).getByRole('link', { name: /Callbacks/ }));
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toHaveAttribute('data-mobile-closed');
  },
};
