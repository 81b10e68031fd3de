import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactCard } from '@design-system/ContactCard/ContactCard';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/ContactCard',
  component: ContactCard,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: 'How to reach a person: the phone number with its hours, and the e-mail address with its reply promise. The page-not-found page shows it.',
          whenNotToUse:
            "Not for the floating help on every public page: that is the contact widget (ContactWidgetPanel). Not for a carrier's numbers: CarrierList has them.",
          accessibility:
            'Its title is a level 2 heading ("Contact us"). The phone is a `tel:` link and the e-mail a `mailto:` link, each read by its number or address; the icons are hidden from screen readers.',
        }),
      },
    },
  },
  args: {
    phone: '(800) 555-0199',
    hours: 'Monday to Friday, 8 am to 6 pm',
    email: 'help@agency.example',
    emailPromise: 'We answer within one business day.',
  },
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:8005550199');
    await expect(canvas.getByRole('link', { name: 'help@agency.example' })).toHaveAttribute('href', 'mailto:help@agency.example');
    await expect(canvas.getByText('Monday to Friday, 8 am to 6 pm')).toBeInTheDocument();
    await expect(canvas.getByText('We answer within one business day.')).toBeInTheDocument();
  },
};

export const LenderSupport: Story = {
  args: {
    title: 'Lender support',
    phone: '1-800-555-0142',
    hours: 'Weekdays, 9 am to 5 pm Eastern',
    email: 'lender-services@agency.example',
    emailPromise: 'Evidence of insurance requests are answered the same day.',
  },
  globals: { portalType: 'lender' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lender support' })).toBeInTheDocument();
    // Digits only: the dashes are for reading, not for dialling.
    await expect(canvas.getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:18005550142');
  },
};
