import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Carrier } from '@design-system/CarrierList/carrier';
import { CarrierList } from '@design-system/CarrierList/CarrierList';
import { CARRIER_LIST_TEXT } from '@design-system/CarrierList/text';
import { translatorFor } from '@site/i18n/catalogue';
import { usage } from './docs/usage';

const monogram = (letters: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="${colour}"/><text x="24" y="31" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`,
  )}`;

const carrier = (fields: Partial<Carrier> & Pick<Carrier, 'id' | 'name'>): Carrier => ({
  website: '',
  paymentUrl: '',
  claimsUrl: '',
  claimsPhone: '',
  billingPhone: '',
  overnightPaymentAddress: '',
  logoPath: '',
  ...fields,
});

/** Sample carriers (story data: the app's real list comes from GET /api/carriers). */
const CARRIERS: Carrier[] = [
  carrier({
    id: 1,
    name: 'Harbor Mutual',
    website: 'https://www.harbor-mutual.example',
    paymentUrl: 'https://www.harbor-mutual.example/pay',
    claimsUrl: 'https://www.harbor-mutual.example/claims',
    claimsPhone: '(800) 555-0101',
    billingPhone: '(800) 555-0102',
    overnightPaymentAddress: 'Harbor Mutual Payments, 100 Dock St, Tampa, FL 33602',
    logoPath: monogram('HM', '#1d7536'),
  }),
  carrier({
    id: 2,
    name: 'Lakeside Property & Casualty',
    website: 'https://lakeside-pc.example',
    claimsUrl: 'https://lakeside-pc.example/claims',
    claimsPhone: '(877) 555-0110',
    billingPhone: '(877) 555-0111',
    overnightPaymentAddress: 'Not Available',
  }),
  carrier({
    id: 3,
    name: 'Summit Home Insurance',
    website: 'https://www.summit-home.example',
    paymentUrl: 'https://www.summit-home.example/billing',
    billingPhone: '(888) 555-0120',
    logoPath: '/logos/summit-does-not-exist.png',
  }),
];

const meta = {
  title: 'Design system/CarrierList',
  component: CarrierList,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'The carrier directory of customer service: a search box and a scrolling list of insurance carriers, each with its phone, website and the mode\'s action, "Make a Payment" (payment mode) or "File a Claim" (claim mode).',
          whenNotToUse: "Not for choosing a carrier in a form: use a Select. Not for the agency's own contact details: use ContactCard.",
          accessibility:
            'The search field is labelled "Find your carrier" and has a "Clear search" button. A hidden status region announces how many carriers are shown as you type. The list is a region named "Carriers" that takes focus, so keyboard users can scroll it with the arrow keys. Each carrier\'s name is a heading (level set by `headingLevel`), so screen reader users can jump between them; action buttons are named with the carrier ("File a Claim with Harbor Mutual") and say when they open a new tab. A missing link gives a disabled button described by the reason. Loading and load errors are announced (status and alert).',
        }),
      },
    },
  },
  args: { carriers: CARRIERS, mode: 'payment', status: 'ready', onRetry: fn(), maxHeight: 400 },
  argTypes: {
    mode: { control: 'inline-radio', options: ['payment', 'claim'] },
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
  },
} satisfies Meta<typeof CarrierList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('heading', { name }).closest('li') as HTMLElement;

/** Payment mode: billing phone and overnight address, links to the payment page, digits-only phone links. */
export const Payment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Carriers' })).toHaveStyle({ maxHeight: '400px' });
    const harbor = within(rowOf(canvasElement, 'Harbor Mutual'));
    await expect(harbor.getByRole('link', { name: '(800) 555-0102' })).toHaveAttribute('href', 'tel:8005550102');
    await expect(harbor.getByText('Harbor Mutual Payments, 100 Dock St, Tampa, FL 33602')).toBeInTheDocument();
    const pay = harbor.getByRole('link', { name: /Make a Payment to Harbor Mutual/ });
    await expect(pay).toHaveAttribute('href', 'https://www.harbor-mutual.example/pay');
    await expect(pay).toHaveAttribute('target', '_blank');
    await expect(pay).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // The claims line belongs to claim mode.
    await expect(harbor.queryByRole('link', { name: '(800) 555-0101' })).toBeNull();
  },
};

/** Claim mode: the claims phone and the claims page instead. */
export const Claim: Story = {
  args: { mode: 'claim' },
  play: async ({ canvasElement }) => {
    const harbor = within(rowOf(canvasElement, 'Harbor Mutual'));
    await expect(harbor.getByRole('link', { name: '(800) 555-0101' })).toHaveAttribute('href', 'tel:8005550101');
    await expect(harbor.getByRole('link', { name: /File a Claim with Harbor Mutual/ })).toHaveAttribute('href', 'https://www.harbor-mutual.example/claims');
    await expect(harbor.queryByText(/Dock St/)).toBeNull();
  },
};

/** An empty URL greys the action out, with a word on what to do instead. */
export const DisabledAction: Story = {
  play: async ({ canvasElement }) => {
    const lakeside = within(rowOf(canvasElement, 'Lakeside Property & Casualty'));
    const button = lakeside.getByRole('button', { name: /Make a Payment to Lakeside/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/No direct payment link/);
    await expect(lakeside.getByText('Not Available')).toBeInTheDocument();
  },
};

/** A missing logo is not drawn; a logo that fails to load disappears. */
export const MissingLogo: Story = {
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'Harbor Mutual').querySelector('img')).not.toBeNull();
    await expect(rowOf(canvasElement, 'Lakeside Property & Casualty').querySelector('img')).toBeNull();
    const broken = rowOf(canvasElement, 'Summit Home Insurance').querySelector('img');
    await expect(broken).not.toBeNull();
    broken!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(rowOf(canvasElement, 'Summit Home Insurance').querySelector('img')).toBeNull());
  },
};

/** Search: a case-insensitive part of the name; clearing shows all again. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: translatorFor(CARRIER_LIST_TEXT, 'en')('searchLabel') });
    await expect(field).toHaveAttribute('placeholder', 'Search for your carrier...');
    await userEvent.type(field, 'SUMMIT');
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Summit Home Insurance']);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(field).toHaveValue('');
    await expect(canvas.getAllByRole('heading')).toHaveLength(3);
  },
};

/** No match, and no carriers at all. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'zebra');
    await expect(canvas.getByText('No carriers found matching "zebra"')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Carriers' })).toBeNull();
  },
};

export const NoCarriers: Story = {
  args: { carriers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No carriers available')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading carriers' })).toBeInTheDocument();
  },
};

/** The load failed: the message and Try Again. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load carrier information. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The older carrier page's settings: a taller list, +1 phone links, its own empty text and claim note. */
export const OlderPageSettings: Story = {
  args: {
    mode: 'claim',
    maxHeight: 600,
    telCountryCode: true,
    emptyText: () => 'No carriers found matching your search.',
    claimNote: 'Contact your agent or call the claims number to initiate a claim.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Contact your agent or call the claims number to initiate a claim.')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Carriers' })).toHaveStyle({ maxHeight: '600px' });
    await expect(canvas.getByRole('link', { name: '(800) 555-0101' })).toHaveAttribute('href', 'tel:+18005550101');
    await userEvent.type(canvas.getByRole('searchbox'), 'zebra');
    await expect(canvas.getByText('No carriers found matching your search.')).toBeInTheDocument();
  },
};
