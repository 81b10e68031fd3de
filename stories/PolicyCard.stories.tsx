import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PolicyCard } from '@design-system/Account/PolicyCard';
import { usage } from './docs/usage';

const PROGRESSIVE = {
  id: 2,
  name: 'Progressive',
  website: 'https://www.progressive.com',
  paymentUrl: 'https://www.progressive.com/pay-bill/',
  claimsUrl: 'https://www.progressive.com/claims/',
  claimsPhone: '(800) 776-4737',
  billingPhone: '(800) 776-4737',
  overnightPaymentAddress: '',
  logoPath: '',
};

const meta = {
  title: 'Design system/Account/PolicyCard',
  component: PolicyCard,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "A policy the person linked to their account (My policies): its type, number, status, effective date and place, its carrier with the directory's Make a Payment and File a Claim, and Request a change, which opens the change form with the number filled in.",
          whenNotToUse: 'Not for search results (the Policy Search table), and not for staff (the back office shows the whole record).',
          accessibility:
            'An article named by its heading. Each carrier link says which carrier and that it opens a new tab; a carrier without a site offers its phone number as a tel: link.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: {
    policy: {
      id: 7,
      policyNumber: 'HO34408113',
      numberShown: true,
      policyType: 'Home',
      status: 'Active',
      effectiveDate: '2026-02-14',
      city: 'Savannah',
      state: 'GA',
      writingCompany: 'Progressive',
      carrier: PROGRESSIVE,
      linkedAt: '2026-11-28T15:00:00.000Z',
    },
    changeHref: '/customerservice/policy-changes/home?policy=HO34408113',
    extra: (
      <Button variant="subtle" color="red">
        Remove from my account
      </Button>
    ),
  },
} satisfies Meta<typeof PolicyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinkedByNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Home policy HO34408113' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Make a Payment with Progressive/ })).toHaveAttribute('href', PROGRESSIVE.paymentUrl);
    await expect(canvas.getByRole('link', { name: /Request a change/ })).toBeVisible();
  },
};

export const LinkedByNameAndZip: Story = {
  args: {
    policy: { ...meta.args.policy, policyNumber: '••••8113', numberShown: false, status: 'Pending', carrier: null, writingCompany: 'Heritage' },
    changeHref: undefined,
  },
};
