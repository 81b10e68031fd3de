import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldList } from '@design-system/BackOffice/FieldList';
import { usage } from './docs/usage';

const meta = {
  title: 'Back office/FieldList',
  component: FieldList,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'A back-office record\'s answers as a list of labels and values: contact details, policy details, a lead\'s answers. Values are shown as typed, line breaks kept; an empty value reads "Not given".',
          whenNotToUse: 'Not for customers checking their answers before they send a form: use ReviewList. Not for many records: use BackOfficeTable.',
          accessibility:
            'A description list (`dl`, `dt`, `dd`), so screen readers read each label with its value. With a `title`, the list has a heading (level 2 by default, `titleOrder`).',
        }),
      },
    },
  },
  globals: { portalType: 'backOffice' },
  args: {
    title: 'Contact information',
    items: [
      { label: 'Name', value: 'Ana María Gómez-Ortiz' },
      { label: 'E-mail', value: 'ana.gomez@example.com' },
      { label: 'Phone', value: '' },
      { label: 'Mailing address', value: '1200 Peachtree St NE\nApt 4B\nAtlanta, GA 30309' },
      { label: 'Preferred contact time', value: null },
      { label: 'Notes', value: '   Please call after 5 pm,   not before.' },
    ],
  },
} satisfies Meta<typeof FieldList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Values as typed (line breaks and spaces kept); empty ones read "Not given". */
export const Usage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact information' })).toBeVisible();
    const terms = [...canvasElement.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(terms).toEqual(['Name', 'E-mail', 'Phone', 'Mailing address', 'Preferred contact time', 'Notes']);
    await expect(canvas.getAllByText('Not given')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('dd')[3]?.textContent).toBe('1200 Peachtree St NE\nApt 4B\nAtlanta, GA 30309');
  },
};

/** Inside a section headed at level 2, the list's own title is a level 3. */
export const NestedHeading: Story = {
  args: {
    title: 'Vehicle',
    titleOrder: 3,
    items: [
      { label: 'Year, make and model', value: '2021 Subaru Outback' },
      { label: 'VIN', value: '4S4BTANC5M3123456' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Vehicle' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
