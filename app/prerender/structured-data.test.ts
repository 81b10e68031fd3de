import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { genericGuideContent } from '../content/guides/guide-content';
import { KNOWN_GUIDES } from '../content/guides/known-guides';
import { pathInLocale } from '@site/locales';
import { routes } from '@site/paths';
import { renderPage } from './entry-server';
import { guideFaqPage, jsonLdScripts, structuredDataFor } from './structured-data';

const SITE = 'https://www.example.com';
const absoluteUrl = z.string().url().startsWith(SITE);

/** The schema.org shapes we publish, as search engines read them. */
const ZInsuranceAgency = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('InsuranceAgency'),
  name: z.string().min(1),
  url: absoluteUrl,
  logo: absoluteUrl,
  telephone: z.string().regex(/^\+1-\d{3}-\d{3}-\d{4}$/),
  email: z.string().email(),
  openingHoursSpecification: z
    .array(
      z.object({
        '@type': z.literal('OpeningHoursSpecification'),
        dayOfWeek: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
        opens: z.string().regex(/^\d{2}:\d{2}$/),
        closes: z.string().regex(/^\d{2}:\d{2}$/),
      }),
    )
    .min(1),
  areaServed: z.array(z.object({ '@type': z.literal('State'), name: z.string().min(1) })).length(49),
});

const ZBreadcrumbList = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z.array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().min(1), name: z.string().min(1), item: absoluteUrl })).min(2),
});

/** Google's FAQ rich result: a Question needs its name and an acceptedAnswer with text; plain text here. */
const ZFAQPage = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(
      z
        .object({
          '@type': z.literal('Question'),
          name: z.string().min(1).endsWith('?'),
          acceptedAnswer: z
            .object({
              '@type': z.literal('Answer'),
              text: z
                .string()
                .min(20)
                .refine((text) => !/[<>]/.test(text), 'plain text'),
            })
            .strict(),
        })
        .strict(),
    )
    .min(1),
});

const typesOf = (items: Record<string, unknown>[]) => items.map((item) => item['@type']);

describe('structured data', () => {
  it('describes the agency on every page: telephone, hours, the 49 states served', async () => {
    const [agency, ...rest] = await structuredDataFor(SITE, '/aboutus');
    const parsed = ZInsuranceAgency.parse(agency);
    expect(parsed.telephone).toBe('+1-800-555-0142');
    expect(parsed.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '18:00' });
    expect(parsed.areaServed.map((state) => state.name)).not.toContain('Alaska');
    expect(rest).toEqual([]);
  });

  it('gives each guide its breadcrumb, numbered from 1 and ending at the guide', async () => {
    const [, breadcrumb] = await structuredDataFor(SITE, '/products/floodinsurance');
    const parsed = ZBreadcrumbList.parse(breadcrumb);
    expect(parsed.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(parsed.itemListElement.at(-1)).toMatchObject({ name: 'Flood Insurance', item: `${SITE}/products/floodinsurance` });
  });

  it('describes the agency on a Spanish page at the Spanish home page, naming the states in Spanish', async () => {
    const [agency, ...rest] = await structuredDataFor(SITE, '/es/aboutus');
    const parsed = ZInsuranceAgency.parse(agency);
    expect(parsed.url).toBe(`${SITE}/es`);
    expect(parsed.areaServed.map((state) => state.name)).toEqual(expect.arrayContaining(['Nueva York', 'Carolina del Norte', 'Florida']));
    expect(parsed.areaServed.map((state) => state.name)).not.toContain('New York');
    // The rest as the English page says it: names, telephone, hours (schema.org's own day names).
    const [english] = await structuredDataFor(SITE, '/aboutus');
    expect({ ...parsed, url: undefined, areaServed: undefined }).toEqual({ ...ZInsuranceAgency.parse(english), url: undefined, areaServed: undefined });
    expect(rest).toEqual([]);
    expect(ZInsuranceAgency.parse((await structuredDataFor(SITE, '/es'))[0]).url).toBe(`${SITE}/es`);
  });

  it('gives each Spanish guide its breadcrumb in Spanish, each step at its /es address', async () => {
    const [, breadcrumb] = await structuredDataFor(SITE, '/es/products/floodinsurance');
    expect(ZBreadcrumbList.parse(breadcrumb).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${SITE}/es` },
      { '@type': 'ListItem', position: 2, name: 'Seguros', item: `${SITE}/es/chooseproducts` },
      { '@type': 'ListItem', position: 3, name: 'Seguro contra inundaciones', item: `${SITE}/es/products/floodinsurance` },
    ]);
  });

  it.each(Object.entries(KNOWN_GUIDES).flatMap(([key, guide]) => (['en', 'es'] as const).map((locale) => [key, locale, guide] as const)))(
    'gives the %s guide (%s) an FAQPage of the questions its prerendered page shows',
    async (_key, locale, guide) => {
      const path = pathInLocale(routes.products.guide(guide.type), locale);
      const items = await structuredDataFor(SITE, path);
      expect(typesOf(items)).toEqual(['InsuranceAgency', 'BreadcrumbList', 'FAQPage']);
      const faqPage = ZFAQPage.parse(items[2]);

      // The page as built, before any script runs: each question a heading in the questions section, its
      // answer the paragraphs that follow.
      const { html } = await renderPage(path);
      const section = new DOMParser().parseFromString(html, 'text/html').querySelector('section#questions');
      expect(section, path).not.toBeNull();
      const visible = [...section!.querySelectorAll('h3')].map((heading) => ({
        question: heading.textContent,
        answer: [...(heading.nextElementSibling?.querySelectorAll('p') ?? [])].map((paragraph) => paragraph.textContent).join(' '),
      }));
      expect(faqPage.mainEntity.map((entity) => ({ question: entity.name, answer: entity.acceptedAnswer.text }))).toEqual(visible);
      expect(visible.length).toBeGreaterThanOrEqual(3);
      // The breadcrumb ends at the page itself, named as its heading names it.
      const breadcrumb = ZBreadcrumbList.parse(items[1]);
      const heading = new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent;
      expect(breadcrumb.itemListElement.at(-1)).toEqual({ '@type': 'ListItem', position: 3, name: heading, item: `${SITE}${path}` });
    },
  );

  it('gives a guide without questions no FAQPage, and other pages neither', async () => {
    expect(guideFaqPage(genericGuideContent('Boat', 'boatinsurance'))).toBeUndefined();
    expect(typesOf(await structuredDataFor(SITE, '/products/boatinsurance'))).toEqual(['InsuranceAgency']);
    expect(typesOf(await structuredDataFor(SITE, '/products/pet-insurance'))).toEqual(['InsuranceAgency']);
    expect(typesOf(await structuredDataFor(SITE, '/es/products/pet-insurance'))).toEqual(['InsuranceAgency']);
    expect(typesOf(await structuredDataFor(SITE, '/es/products/boatinsurance'))).toEqual(['InsuranceAgency']);
  });

  it('writes data blocks that cannot close their script element', () => {
    expect(jsonLdScripts([{ name: '</script><script>alert(1)</script>' }])).not.toContain('</script><script>');
  });
});
