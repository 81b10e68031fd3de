import { Anchor, Button, Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DsLink, LinkProvider } from '@design-system/navigation/LinkContext';
import { StoryRouterLink } from './fixtures/back-office';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/DsLink',
  component: DsLink,
  subcomponents: { LinkProvider },
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "Every link of the design system to a page of ours: it renders the link component the app provides (react-router's, through DesignSystemProvider's `linkComponent`), so the page changes without a reload. Use it alone or as Mantine's `component` (`<Anchor component={DsLink}>`, `<Button component={DsLink}>`). Outside the app (Storybook, tests) it is a plain anchor.",
          whenNotToUse:
            'Not for `tel:` and `mailto:` links, files, or another site: use a plain Anchor (with `target="_blank"` and "(opens in a new tab)" for another site). Not for actions that change something: use a button.',
          accessibility:
            'Always a real `<a href>`, so it is announced as a link, opens in a new tab with the usual keys and shows in the screen reader\'s list of links. Name it by its words: "Read about flood insurance", not "Click here".',
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
  args: { href: '/insurance/flood', children: 'Read about flood insurance' },
} satisfies Meta<typeof DsLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Through the app's link (here a stand-in that marks itself with data-router-link). */
export const OnItsOwn: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read about flood insurance' });
    await expect(link).toHaveAttribute('href', '/insurance/flood');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** As Mantine's `component`: an underlined anchor, and a link that looks like a button. */
export const WithMantine: Story = {
  render: (args) => (
    <Group>
      <Anchor component={DsLink} href={args.href} underline="always">
        Read about flood insurance
      </Anchor>
      <Button component={DsLink} href="/quotes/flood">
        Get a flood quote
      </Button>
    </Group>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Get a flood quote' })).toHaveAttribute('data-router-link');
  },
};
