import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from '@design-system/SearchBox/SearchBox';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/SearchBox',
  component: SearchBox,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "A labelled search field with its button, submitted with Enter or the button: the public site's search results page and the page-not-found page.",
          whenNotToUse: 'Not for filtering a list as you type (CarrierList has its own). Not for a policy search with several fields.',
          accessibility:
            "A form with the search landmark role, named by the field's label. An empty or blank query is not sent, so nothing happens on Enter until something is typed.",
        }),
      },
    },
  },
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
