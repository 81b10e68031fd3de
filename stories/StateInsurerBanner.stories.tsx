import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateInsurerBanner } from '@design-system/GuideLayout/StateInsurerBanner';
import { LinkProvider } from '@design-system/navigation/LinkContext';
import { StoryRouterLink } from './fixtures/back-office';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GuideLayout/StateInsurerBanner',
  component: StateInsurerBanner,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'Sends visitors who received a letter from a state-backed insurer (Citizens Property Insurance, for Florida homeowners) to our questions-and-answers page about it. The home and flood guides show it above their first section.',
          whenNotToUse: 'Not for other news or offers, and not for warnings about a form (ImportantNotice). Only one per page.',
          accessibility:
            'An aside landmark named "Letters from Citizens Property Insurance", so screen reader users can find or skip it. The link is named by its words ("Citizens Property Insurance Q&A"); the envelope icon is hidden.',
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
  args: { insurerName: 'Citizens Property Insurance', audience: 'Florida homeowners', href: '/customerservice/citizens' },
} satisfies Meta<typeof StateInsurerBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Citizens: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('complementary', { name: 'Letters from Citizens Property Insurance' }));
    await expect(banner.getByText('Florida homeowners: did you receive a letter from Citizens Property Insurance?')).toBeInTheDocument();
    await expect(banner.getByRole('link', { name: 'Citizens Property Insurance Q&A' })).toHaveAttribute('href', '/customerservice/citizens');
  },
};
