/**
 * Product page data (seed 000 §3): the fixed product pages, which are simpler than the guides. The only
 * one is the pet insurance page (/products/pet-insurance, seed 000 §2.1).
 */
import { routes } from '@site/paths';
import type { GuideIconName } from './guide-content';

export type ProductPageData = {
  title: string;
  /** The paragraphs under the title. */
  description: string[];
  /** Short points shown beside the picture. */
  highlights: string[];
  /** The picture's name in the app's artwork (drawn, not photographed). */
  image: { name: 'pet'; alt: string };
  /** A link to the full guide of the same product. */
  guideLink: { label: string; href: string };
  relatedProducts: { title: string; icon: GuideIconName; link: string }[];
  ctaText: string;
};

export const petProductPage: ProductPageData = {
  title: 'Pet Insurance',
  description: [
    'Your dog or cat is family, and an unexpected vet bill should never force a hard choice. Pet insurance pays back a share of your veterinary costs when your pet is hurt or falls ill, so you can focus on getting them well.',
    'You visit any licensed vet, pay the bill and send in a claim; after your deductible the insurer reimburses your chosen share, commonly 70, 80 or 90 percent. We compare plans from top-rated pet insurers so you can choose the coverage, deductible and price that suit your pet and your budget.',
  ],
  highlights: [
    'Accidents, illnesses, surgery and emergency care',
    'Any licensed veterinarian, including specialists and emergency clinics',
    'Optional wellness cover for checkups and vaccinations',
    'Plans for dogs and cats of every age and breed',
  ],
  image: { name: 'pet', alt: 'A drawing of a happy dog and cat side by side' },
  guideLink: { label: 'Read our complete pet insurance guide', href: routes.products.guide('petinsurance') },
  relatedProducts: [
    { title: 'Home Insurance', icon: 'home', link: routes.products.guide('homeinsurance') },
    { title: 'Auto Insurance', icon: 'car', link: routes.products.guide('autoinsurance') },
    { title: 'Life Insurance', icon: 'heart', link: routes.products.guide('lifeinsurance') },
    { title: 'Umbrella Insurance', icon: 'shield', link: routes.products.guide('umbrellainsurance') },
  ],
  ctaText: 'Add pet insurance to your home and auto coverage and let us compare plans from top-rated insurers for the whole family, paws included.',
};
