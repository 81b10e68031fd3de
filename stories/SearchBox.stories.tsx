import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from '@design-system/SearchBox/SearchBox';

const meta = {
  title: 'Design system/SearchBox',
  component: SearchBox,
  args: { label: 'Search the site', placeholder: 'Home, auto, flood…', onSearch: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search the site' })).toBeInTheDocument();
    const field = canvas.getByRole('searchbox', { name: 'Search the site' });

    // A blank query is not submitted, with the button or with Enter.
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(field, '{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '  flood insurance  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('flood insurance');
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: 'Search the site' });
    await userEvent.type(field, 'umbrella{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('umbrella');
  },
};

export const CustomButtonLabel: Story = {
  args: { label: 'Find an agent', placeholder: 'City or ZIP code', buttonLabel: 'Find' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Find' })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('search', { name: 'Find an agent' })).toBeInTheDocument();
  },
};
