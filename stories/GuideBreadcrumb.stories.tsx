import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuideBreadcrumb } from '@design-system/GuideLayout/GuideBreadcrumb';
import { LinkProvider } from '@design-system/navigation/LinkContext';
import { StoryRouterLink } from './fixtures/back-office';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GuideLayout/GuideBreadcrumb',
  component: GuideBreadcrumb,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The trail at the top of a product guide, 'Insurance > Flood Insurance': links back up to the product list, ending at the page itself. GuideLayout shows it; the pet page uses it on its own.",
          whenNotToUse:
            "Not in the portals or the back office, whose pages have a back link (PortalPageHeader) or a navigation. Not for steps of a form (the form shell's progress).",
          accessibility:
            'A navigation landmark named "Breadcrumb" holding an ordered list. The last crumb is the current page: plain text with `aria-current="page"`. The ">" separators are hidden from screen readers.',
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
  args: { crumbs: [{ label: 'Insurance', href: '/chooseproducts' }, { label: 'Flood Insurance' }] },
} satisfies Meta<typeof GuideBreadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FloodGuide: Story = {
  play: async ({ canvasElement }) => {
    const trail = within(within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(trail.getByRole('link', { name: 'Insurance' })).toHaveAttribute('href', '/chooseproducts');
    await expect(trail.getByText('Flood Insurance')).toHaveAttribute('aria-current', 'page');
  },
};
