import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/PortalPageHeader',
  component: PortalPageHeader,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: usage({
          purpose:
            "The band at the top of each customer and lender portal page: an optional back link and portal name, the page's title and a sentence of introduction, in the portal's colour (customer green, lender blue).",
          whenNotToUse: "Not on the public site's product pages (ProductHeroBanner) or the back office (DetailLayout). Only once per page.",
          accessibility:
            "A `header` element holding the page's only level 1 heading. The back link is a real link through the app's router, with its arrow hidden from screen readers.",
        }),
      },
    },
  },
  args: {
    title: 'Policy Changes',
    intro: 'Choose the change you need. Each request goes to a licensed agent, who confirms it with you.',
    back: { href: '/customerservice', label: 'Back to Customer Service' },
  },
} satisfies Meta<typeof PortalPageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  globals: { portalType: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Policy Changes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Customer Service' })).toHaveAttribute('href', '/customerservice');
    // The back link comes before the heading, so the keyboard meets it first.
    const banner = canvas.getByRole('banner');
    await expect(banner.firstElementChild?.textContent?.startsWith('Back to Customer Service')).toBe(true);
  },
};

export const Lender: Story = {
  globals: { portalType: 'lender' },
  args: {
    eyebrow: 'Lender Service Portal',
    title: 'Request Evidence of Insurance',
    intro: "Request proof of insurance for a borrower's policy.",
    back: { href: '/customerservice/lender-requests', label: 'Back to Lender Requests' },
    size: 'sm',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request Evidence of Insurance' })).toBeVisible();
    await expect(canvas.getByText('Lender Service Portal')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Lender Requests' })).toHaveAttribute('href', '/customerservice/lender-requests');
  },
};
