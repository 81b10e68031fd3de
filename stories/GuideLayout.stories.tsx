import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCash, IconMapPin, IconShieldCheck } from '@tabler/icons-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GuideCardGrid, GuideExclusions, GuideNumberedList, GuideProse, GuideQuestions, GuideRelatedProducts } from '@design-system/GuideLayout/GuideBlocks';
import { GuideCallToAction } from '@design-system/GuideLayout/GuideCallToAction';
import { GuideLayout, type GuideLayoutSection } from '@design-system/GuideLayout/GuideLayout';
import { StateInsurerBanner } from '@design-system/GuideLayout/StateInsurerBanner';
import { ProductIcon } from '@design-system/ProductIcon/ProductIcon';
import { usage } from './docs/usage';

const SECTIONS: GuideLayoutSection[] = [
  {
    id: 'overview',
    navLabel: 'Overview',
    heading: 'What Is Flood Insurance?',
    children: (
      <GuideProse
        paragraphs={[
          'Flood insurance pays to repair your home and replace your belongings after a flood. Homeowners policies exclude flood damage.',
          'More than 20 percent of flood claims come from outside high-risk flood zones.',
        ]}
      />
    ),
  },
  {
    id: 'best-rate',
    navLabel: 'How to Get the Best Rate',
    heading: 'How to Get the Best Rate',
    children: (
      <GuideNumberedList
        items={[
          { title: 'Buy before you need it', description: 'Most policies take 30 days to take effect.' },
          { title: 'Compare quotes', description: 'Private insurers may charge less for the same home.' },
        ]}
      />
    ),
  },
  {
    id: 'coverage',
    navLabel: 'What It Covers',
    heading: 'What Does Flood Insurance Cover?',
    children: (
      <>
        <GuideCardGrid
          items={[
            { title: 'The building', description: 'Walls, floors and the foundation.' },
            { title: 'Your belongings', description: 'Furniture, clothing and electronics.' },
          ]}
        />
        <GuideExclusions title="Usually not covered" items={['Cars', 'Landscaping']} />
      </>
    ),
  },
  {
    id: 'price-factors',
    navLabel: 'Price Factors',
    heading: 'What Affects the Price?',
    children: (
      <GuideCardGrid
        columns={3}
        items={[
          { title: 'Flood zone', description: 'How often the area floods.', icon: <IconMapPin size={22} /> },
          { title: 'Coverage', description: 'The limits you choose.', icon: <IconShieldCheck size={22} /> },
          { title: 'Deductible', description: 'A higher one costs less.', icon: <IconCash size={22} /> },
        ]}
      />
    ),
  },
  {
    id: 'questions',
    navLabel: 'Common Questions',
    heading: 'Common Questions About Flood Insurance',
    children: (
      <GuideQuestions
        items={[
          {
            question: 'Does homeowners insurance cover flood damage?',
            answer: ['No. Homeowners policies exclude flooding, so you need a separate flood policy.'],
          },
          {
            question: 'How long before a flood policy takes effect?',
            answer: ['A new policy usually takes effect after a 30-day waiting period.', 'Some exceptions start coverage sooner.'],
          },
        ]}
      />
    ),
  },
  {
    id: 'related-products',
    navLabel: 'Related Products',
    heading: 'Related Products',
    children: (
      <GuideRelatedProducts
        items={[
          { title: 'Home Insurance', href: '/products/homeinsurance', icon: <ProductIcon productType="home" size={40} radius="md" /> },
          { title: 'Life Insurance', href: '/products/lifeinsurance', icon: <ProductIcon productType="life" size={40} radius="md" /> },
        ]}
      />
    ),
  },
];

const meta = {
  title: 'Design system/GuideLayout',
  component: GuideLayout,
  args: {
    productName: 'Flood',
    rootCrumb: { label: 'Insurance', href: '/chooseproducts' },
    sections: SECTIONS,
    callToAction: <GuideCallToAction text="Bundle two or more policies and save on each." href="/chooseproducts" />,
  },
  argTypes: { sections: { control: false }, callToAction: { control: false }, notice: { control: false } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: usage({
          purpose:
            'The body of a public product guide (flood, home, pet): a breadcrumb, the sections with their anchors, a side navigation of those anchors from 768 px up and, below it, a sticky bar whose Menu opens the same list; an optional notice before and a call to action after.',
          whenNotToUse: 'Not for portal or back-office pages, nor for a page with one or two sections (the navigation would add nothing).',
          accessibility:
            'The breadcrumb and both navigations are landmarks ("Breadcrumb", "On this page"); the section being read is marked with `aria-current="location"`. Each section is named by its level 2 heading and takes focus when reached by its link. The mobile Menu button has `aria-expanded`; Escape closes the list and returns focus to it.',
        }),
      },
    },
  },
} satisfies Meta<typeof GuideLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breadcrumb = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.textContent?.replace(/\s+/g, ' ').trim()).toBe('Insurance > Flood Insurance');
    await expect(within(breadcrumb).getByRole('link', { name: 'Insurance' })).toHaveAttribute('href', '/chooseproducts');
    await expect(within(breadcrumb).getByText('Flood Insurance')).toHaveAttribute('aria-current', 'page');

    // Every section has its anchor and heading; the side navigation links to each.
    for (const section of SECTIONS) {
      const region = canvas.getByRole('region', { name: section.heading });
      await expect(region).toHaveAttribute('id', section.id);
    }
    const sideNav = canvasElement.querySelector('nav[aria-labelledby]') as HTMLElement;
    const anchors = within(sideNav).getAllByRole('link');
    await expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual(SECTIONS.map((section) => `#${section.id}`));
    // The section being read is marked (which one depends on the scroll position).
    await expect(anchors.filter((anchor) => anchor.getAttribute('aria-current') === 'location')).toHaveLength(1);

    const cta = canvas.getByRole('region', { name: 'WATCH YOUR SAVINGS ADD UP.' });
    await expect(within(cta).getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/chooseproducts');
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByTestId('guide-mobile-bar');
    const toggle = within(bar).getByRole('button', { name: 'Menu' });
    const menu = bar.querySelector('nav') as HTMLElement;
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', menu.id);
    await expect(menu).not.toBeVisible();

    // Menu opens the list and becomes Close; Close closes it again.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close');
    await expect(menu).toBeVisible();
    await expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(SECTIONS.map((section) => `#${section.id}`));
    await userEvent.click(within(bar).getByRole('button', { name: 'Close' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Menu');
    await expect(menu).not.toBeVisible();

    // Choosing a section closes the list.
    await userEvent.click(toggle);
    await userEvent.click(within(menu).getByRole('link', { name: 'Price Factors' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));

    // So does Escape, and the focus returns to the button.
    await userEvent.click(toggle);
    within(menu).getAllByRole('link')[0]!.focus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const WithStateInsurerBanner: Story = {
  args: {
    productName: 'Home',
    notice: <StateInsurerBanner insurerName="Citizens Property Insurance" audience="Florida homeowners" href="/customerservice/citizens" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' }).textContent?.replace(/\s+/g, ' ').trim()).toBe('Insurance > Home Insurance');
    const banner = canvas.getByRole('complementary', { name: 'Letters from Citizens Property Insurance' });
    await expect(banner).toHaveTextContent('Florida homeowners: did you receive a letter from Citizens Property Insurance?');
    await expect(within(banner).getByRole('link', { name: 'Citizens Property Insurance Q&A' })).toHaveAttribute('href', '/customerservice/citizens');
  },
};
