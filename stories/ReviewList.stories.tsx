import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewList } from '@design-system/FormShell/steps';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/FormShell/ReviewList',
  component: ReviewList,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'The answers of a change form under their labels, for the person to check before they send it; the request-status page uses it too, to show what was asked.',
          whenNotToUse: 'Not in the back office (use FieldList, which says "Not given" for empty answers). Not for editing: it only shows the answers.',
          accessibility: 'A region named by its title holding a description list (`dl`), so each answer is read with its label.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: {
    title: 'Your request',
    items: [
      { label: 'Policy Number', value: 'HO3-550123' },
      { label: 'Changes Requested', value: 'Update Coverages/Deductible' },
      { label: 'Dwelling (Coverage A)', value: '$320,000' },
      { label: 'Effective Date', value: '12/01/2026' },
    ],
  },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeSubmit: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('region', { name: 'Your request' }));
    await expect(list.getByText('Dwelling (Coverage A)').tagName).toBe('DT');
    await expect(list.getByText('$320,000').tagName).toBe('DD');
  },
};
