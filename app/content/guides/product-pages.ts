/**
 * Product page data (seed 000 §3): the fixed product pages, which are simpler than the guides. The only
 * one is the pet insurance page (/products/pet-insurance, seed 000 §2.1).
 */
import { defineCatalogue } from '@site/i18n/catalogue';
import { routes } from '@site/paths';
import type { GuideIconName } from './guide-content';
import { guideMessages, withWords } from './guide-words';

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

/** The pet page's words in English and Spanish, as the page shows them (guide-words.ts); its figures are checked alike (guides-in-spanish.test.ts). */
export const PET_PAGE_TEXT = defineCatalogue(
  'pet-page',
  guideMessages(petProductPage),
  guideMessages(
    withWords(petProductPage, {
      title: 'Seguro para mascotas',
      description: [
        'Su perro o su gato es parte de la familia, y una cuenta inesperada del veterinario nunca debería obligarlo a tomar una decisión difícil. El seguro para mascotas le devuelve una parte de los gastos veterinarios cuando su mascota se lastima o se enferma, para que usted pueda concentrarse en que se recupere.',
        'Usted lleva a su mascota a cualquier veterinario con licencia, paga la cuenta y presenta un reclamo; después de su deducible, la aseguradora le reembolsa el porcentaje que usted eligió, normalmente el 70, el 80 o el 90 por ciento. Comparamos planes de aseguradoras de mascotas de primer nivel para que usted elija la cobertura, el deducible y el precio que mejor se adapten a su mascota y a su presupuesto.',
      ],
      highlights: [
        'Accidentes, enfermedades, cirugías y atención de emergencia',
        'Cualquier veterinario con licencia, incluidos especialistas y clínicas de emergencia',
        'Cobertura opcional de bienestar para chequeos y vacunas',
        'Planes para perros y gatos de todas las edades y razas',
      ],
      image: { alt: 'Dibujo de un perro y un gato felices, uno al lado del otro' },
      guideLink: { label: 'Lea nuestra guía completa del seguro para mascotas' },
      relatedProducts: [
        { title: 'Seguro de hogar' },
        { title: 'Seguro de auto' },
        { title: 'Seguro de vida' },
        { title: 'Seguro de responsabilidad civil adicional (umbrella)' },
      ],
      ctaText:
        'Agregue el seguro para mascotas a la cobertura de su hogar y de su auto, y deje que comparemos planes de aseguradoras de primer nivel para toda la familia, incluidas sus mascotas.',
    }),
  ),
);
