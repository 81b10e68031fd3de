import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ThankYouScreen } from '@design-system/ThankYouScreen/ThankYouScreen';
import { usage } from './docs/usage';

const NEXT_STEPS = ['An agent reviews your answers within one business day.', 'We e-mail you a quote to compare.', 'You choose the coverage that suits you.'];

const meta = {
  title: 'Design system/ThankYouScreen',
  component: ThankYouScreen,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'The screen that replaces a finished public quote form: "Thank You!", the reference, what happens next, the phone and e-mail, and where to go.',
          whenNotToUse: "Not for the portals' change forms (SuccessScreen, with its summary and receipt).",
          accessibility:
            'Its level 1 heading takes focus when it appears, so a screen reader announces the outcome. The phone and e-mail are `tel:` and `mailto:` links; the icons are hidden.',
        }),
      },
    },
  },
  args: {
    message: 'We have your quote request. We have sent you a confirmation email.',
    referenceNumber: 'Q-2026-000123',
    nextSteps: NEXT_STEPS,
    supportPhone: '(800) 555-0199',
    supportEmail: 'help@agency.example',
    actions: [
      { label: 'Back to home', href: '/' },
      { label: 'Get another quote', href: '/quote', variant: 'outline' },
    ],
    // The app passes celebrate() (confetti); the stories record the call instead.
    onShown: fn(),
  },
} satisfies Meta<typeof ThankYouScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Thank You!' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByTestId('reference-number')).toHaveTextContent('Q-2026-000123');
    await expect(canvas.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual(NEXT_STEPS);
    await expect(canvas.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:8005550199');
    await expect(canvas.getByRole('link', { name: 'help@agency.example' })).toHaveAttribute('href', 'mailto:help@agency.example');
    await expect(canvas.getByRole('link', { name: 'Get another quote' })).toHaveAttribute('href', '/quote');
    await expect(args.onShown).toHaveBeenCalledTimes(1);
  },
};

export const WithoutReferenceNumber: Story = {
  args: { title: 'Request received', referenceNumber: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request received' })).toBeInTheDocument();
    await expect(canvas.queryByTestId('reference-number')).not.toBeInTheDocument();
    await expect(args.onShown).toHaveBeenCalledTimes(1);
  },
};

export const SingleAction: Story = {
  args: { actions: [{ label: 'Go to my policies', href: '/portal/policies' }] },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to my policies' });
    await expect(link).toHaveAttribute('href', '/portal/policies');
  },
};
