import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ProductHeroBanner } from '@design-system/ProductHeroBanner/ProductHeroBanner';
import { usage } from './docs/usage';

/** Small drawings for the stories (the app passes its own artwork). */
const drawing = (shape: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><circle cx="160" cy="120" r="100" fill="#e3e9fa"/>${shape}</svg>`,
  )}`;
const HOUSE = drawing(
  '<rect x="105" y="110" width="110" height="80" fill="#fff"/><path d="M90 115 L160 60 L230 115 Z" fill="#33529f"/><rect x="148" y="145" width="24" height="45" fill="#f4b860"/>',
);
const SHIELD = drawing(
  '<path d="M160 40 L220 62 V110 C220 150 195 176 160 190 C125 176 100 150 100 110 V62 Z" fill="#33529f"/><path d="M135 112 L153 130 L188 94" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round"/>',
);

const meta = {
  title: 'Design system/ProductHeroBanner',
  component: ProductHeroBanner,
  args: {
    productName: 'Home Insurance',
    eyebrow: 'Insurance guide',
    description: 'Protect your house, your belongings and your savings.',
    quoteHref: '/quotes/home-insurance?productType=Home+Insurance',
    leftImage: { src: HOUSE, alt: '' },
    rightImage: { src: SHIELD, alt: '' },
    onImageError: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: usage({
          purpose:
            "The top of a public product guide: the product's name as the page's heading, a sentence and GET A QUOTE between two pictures. A missing or broken picture becomes a grey placeholder and is reported by `onImageError`.",
          whenNotToUse: 'Not on the home page (it has HeroArtwork) or in the portals (PortalPageHeader).',
          accessibility:
            "A section named by its level 1 heading, the product's name. Give pictures `alt` text only when they add meaning; decorative ones have empty `alt` and their placeholders are hidden too. GET A QUOTE is a link.",
        }),
      },
    },
  },
} satisfies Meta<typeof ProductHeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home Insurance' })).toBeInTheDocument();
    const quote = canvas.getByRole('link', { name: 'GET A QUOTE' });
    const url = new URL(quote.getAttribute('href') ?? '', 'http://localhost');
    await expect(url.pathname).toBe('/quotes/home-insurance');
    await expect(url.searchParams.get('productType')).toBe('Home Insurance');
    // Both pictures shown; decorative, so hidden from screen readers by their empty text alternative.
    const pictures = canvasElement.querySelectorAll('img');
    await expect(pictures).toHaveLength(2);
    await expect([...pictures].map((picture) => picture.getAttribute('alt'))).toEqual(['', '']);
    await expect(canvas.queryByTestId('banner-image-placeholder-left')).not.toBeInTheDocument();
    await expect(args.onImageError).not.toHaveBeenCalled();
  },
};

export const MissingImage: Story = {
  args: { productName: 'Flood Insurance', leftImage: undefined, quoteHref: '/quotes/flood-insurance?productType=Flood+Insurance' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The grey placeholder takes the missing picture's place, and the error is passed on to be logged.
    await expect(canvas.getByTestId('banner-image-placeholder-left')).toBeInTheDocument();
    await expect(canvas.queryByTestId('banner-image-placeholder-right')).not.toBeInTheDocument();
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledTimes(1));
    await expect(args.onImageError).toHaveBeenCalledWith({ side: 'left', reason: 'missing' });
  },
};

export const ImageFailsToLoad: Story = {
  args: { rightImage: { src: '/no-such-picture.svg', alt: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A browser fires the error itself; elsewhere (jsdom) nothing is fetched, so the story fires it.
    const broken = canvasElement.querySelector<HTMLImageElement>('img[src="/no-such-picture.svg"]');
    broken?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(canvas.getByTestId('banner-image-placeholder-right')).toBeInTheDocument());
    await expect(canvasElement.querySelector('img[src="/no-such-picture.svg"]')).toBeNull();
    await expect(args.onImageError).toHaveBeenCalledTimes(1);
    await expect(args.onImageError).toHaveBeenCalledWith({ side: 'right', reason: 'failed', src: '/no-such-picture.svg' });
  },
};

export const MeaningfulPictureMissing: Story = {
  args: { leftImage: { alt: 'A family in front of their house' } },
  play: async ({ canvasElement }) => {
    // A picture with a text alternative keeps it on its placeholder.
    await expect(within(canvasElement).getByRole('img', { name: 'A family in front of their house' })).toHaveAttribute(
      'data-testid',
      'banner-image-placeholder-left',
    );
  },
};
