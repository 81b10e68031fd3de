import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { autoGuide } from './auto';
import { businessGuide } from './business';
import { floodGuide } from './flood';
import { GUIDE_RELATED_PRODUCTS, GUIDE_SECTION_IDS, splitTitledText, type GuidePricingFactor, type ProductGuideContent } from './guide-content';
import { homeGuide } from './home';
import { lifeGuide } from './life';
import { medicareGuide } from './medicare';
import { petGuide } from './pet';
import { petProductPage } from './product-pages';
import { guideSearchEntriesIn, WRITTEN_GUIDES } from './search-entries';
import { umbrellaGuide } from './umbrella';

/** Every text of a guide, joined, to look facts up in. */
const allText = (guide: ProductGuideContent) => JSON.stringify(guide);

describe('the eight written guides', () => {
  it("are the spec's known types", () => {
    expect(WRITTEN_GUIDES.map((guide) => guide.type).sort()).toEqual(
      ['autoinsurance', 'businessinsurance', 'floodinsurance', 'homeinsurance', 'lifeinsurance', 'medicare', 'petinsurance', 'umbrellainsurance'].sort(),
    );
  });

  it.each(WRITTEN_GUIDES.map((guide) => [guide.type, guide] as const))('%s is complete', (_type, guide) => {
    // Every section of the side navigation, each with content.
    expect(guide.sections.map((section) => section.id).sort()).toEqual([...GUIDE_SECTION_IDS].sort());
    expect(guide.sections.find((section) => section.id === 'best-rate')?.title).toBe('How to Get the Best Rate');
    expect(guide.introData.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(guide.typesList.length).toBeGreaterThanOrEqual(3);
    expect(guide.coverageItems.length).toBeGreaterThanOrEqual(5);
    expect(guide.notCovered.length).toBeGreaterThanOrEqual(3);
    expect(guide.pricingFactors.factors.length).toBeGreaterThanOrEqual(4);
    expect(guide.additionalInfo.sections.length).toBeGreaterThanOrEqual(2);
    expect(guide.bestRateTips.length).toBeGreaterThanOrEqual(5);
    // Tips and steps are 'Title: description'.
    for (const text of [...guide.bestRateTips, ...guide.briefGuide.steps]) {
      const { title, description } = splitTitledText(text);
      expect(title, text).not.toBe('');
      expect(description.length, text).toBeGreaterThan(20);
    }
    // Common questions: 3 to 5, each a question with an answer of one or more paragraphs of real sentences.
    expect(guide.sections.find((section) => section.id === 'questions')?.title).toBe('Common Questions');
    expect(guide.questions.length).toBeGreaterThanOrEqual(3);
    expect(guide.questions.length).toBeLessThanOrEqual(5);
    expect(new Set(guide.questions.map((item) => item.question)).size).toBe(guide.questions.length);
    for (const { question, answer } of guide.questions) {
      expect(question, question).toMatch(/^[A-Z].{10,}\?$/);
      expect(answer.length, question).toBeGreaterThanOrEqual(1);
      for (const paragraph of answer) expect(paragraph, question).toMatch(/^\S.{10,}[.!?]$/);
      // Two to four plain sentences (the stops of an abbreviation such as U.S. aside).
      const sentences = answer.join(' ').match(/(?<!\b[A-Z])[.!?](?=\s|$)/g) ?? [];
      expect(sentences.length, question).toBeGreaterThanOrEqual(2);
      expect(sentences.length, question).toBeLessThanOrEqual(4);
    }
    // Real prose, with no placeholder text left in.
    expect(allText(guide)).not.toMatch(/lorem|ipsum|TODO|TBD|\{\w+\}/i);
    expect(guide.ctaText.length).toBeGreaterThan(40);
  });

  it.each(WRITTEN_GUIDES.map((guide) => [guide.type, guide] as const))("%s links to the other guides of the spec's list", (_type, guide) => {
    const ownLink = `/products/${guide.type}`;
    expect(guide.relatedProducts.map((product) => product.link)).toEqual(
      GUIDE_RELATED_PRODUCTS.map((product) => product.link).filter((link) => link !== ownLink),
    );
  });

  it('show the state-insurer banner on the home and flood guides only', () => {
    expect(
      WRITTEN_GUIDES.filter((guide) => guide.showStateInsurerBanner)
        .map((guide) => guide.type)
        .sort(),
    ).toEqual(['floodinsurance', 'homeinsurance']);
  });
});

describe("the guides state the spec's facts (seed 000 §9)", () => {
  it('flood: NFIP and private limits, zones, detached structures', () => {
    const text = allText(floodGuide);
    expect(text).toContain('up to $250,000 for the structure and up to $100,000 for its contents');
    expect(text).toContain('up to $5 million');
    expect(text).toContain('Low- to moderate-risk zones: B, C and X');
    expect(text).toContain('High-risk zones: A, AE, A1-30, AH, AO, V, VE and V1-30');
    expect(text).toMatch(/detached structures[^"]*up to 10 percent of the building limit/i);
  });

  it("flood: the questions give the federal program's waiting period and detached garage rule", () => {
    const answers = (question: string) => floodGuide.questions.find((item) => item.question === question)?.answer.join(' ');
    expect(answers('Does homeowners insurance cover flood damage?')).toMatch(/^No\. /);
    expect(answers('How long before a flood policy takes effect?')).toContain('30 days');
    expect(answers('Does flood insurance cover my detached garage?')).toContain('up to 10 percent of its building limit to a detached garage');
    expect(answers('How much flood insurance can I buy?')).toContain('up to $250,000 for the building and up to $100,000 for its contents');
  });

  it('medicare: the questions recommend no plan and disclaim any link with the government', () => {
    const text = JSON.stringify(medicareGuide.questions);
    expect(text).toContain('not connected with or endorsed by the U.S. government or the federal Medicare program');
    expect(text).not.toMatch(/we recommend|best plan|you should (choose|pick|buy)/i);
  });

  it('life: term lengths of 10, 20 and 30 years', () => {
    expect(lifeGuide.typesList[0]!.title).toBe('Term life');
    expect(lifeGuide.typesList[0]!.description).toContain('10, 20 or 30 years');
  });

  it('medicare: the four price factors and their hints, in full', () => {
    expect(medicareGuide.pricingFactors.factors.map((factor) => factor.title)).toEqual(['Plan type', 'Drugs', 'Extras', 'Doctors']);
    const [planType, drugs] = medicareGuide.pricingFactors.factors as [GuidePricingFactor, GuidePricingFactor];
    expect(planType.description).toContain(
      'Medicare Advantage plans lowest, Original Medicare in the middle, and Original Medicare with a Medicare Supplement plan highest',
    );
    expect(drugs.description).toContain('in 2022');
    expect(drugs.description).toContain('up to about $511');
    expect(drugs.description).toContain('about $3');
    expect(medicareGuide.displayName).toBe('Medicare');
  });

  it('each guide names its product', () => {
    const names: [ProductGuideContent, string][] = [
      [homeGuide, 'Home Insurance'],
      [autoGuide, 'Auto Insurance'],
      [floodGuide, 'Flood Insurance'],
      [lifeGuide, 'Life Insurance'],
      [businessGuide, 'Business Insurance'],
      [petGuide, 'Pet Insurance'],
      [umbrellaGuide, 'Umbrella Insurance'],
      [medicareGuide, 'Medicare'],
    ];
    for (const [guide, displayName] of names) expect(guide.displayName).toBe(displayName);
  });
});

describe('the pet product page data', () => {
  it('has the §3 fields and links to the full guide', () => {
    expect(petProductPage.title).toBe('Pet Insurance');
    expect(petProductPage.description.length).toBeGreaterThan(0);
    expect(petProductPage.relatedProducts.length).toBeGreaterThan(0);
    expect(petProductPage.guideLink.href).toBe('/products/petinsurance');
    expect(petProductPage.ctaText).not.toBe('');
  });
});

describe('guideSearchEntriesIn', () => {
  const guideSearchEntries = guideSearchEntriesIn(textsIn('en'));

  it('finds each guide page, its sections and the pet page, each at its own address', () => {
    const hrefs = guideSearchEntries.map((entry) => entry.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const guide of WRITTEN_GUIDES) {
      expect(hrefs).toContain(`/products/${guide.type}`);
      for (const section of guide.sections.filter((section) => section.id !== 'related-products')) {
        expect(hrefs).toContain(`/products/${guide.type}#${section.id}`);
      }
    }
    expect(hrefs).toContain('/products/pet-insurance');
  });

  it('describes each entry in a sentence and names its topics', () => {
    for (const entry of guideSearchEntries) {
      expect(entry.title).not.toBe('');
      expect(entry.description.length).toBeGreaterThan(10);
      expect(entry.description.length).toBeLessThanOrEqual(220);
      expect(entry.keywords.length).toBeGreaterThan(0);
    }
    const zones = guideSearchEntries.find((entry) => entry.href === '/products/floodinsurance#good-to-know');
    expect(zones?.title).toBe('Flood Insurance: Flood Zones and Other Details');
    expect(zones?.keywords).toContain('High-risk zones: A, AE, A1-30, AH, AO, V, VE and V1-30');
    const questions = guideSearchEntries.find((entry) => entry.href === '/products/floodinsurance#questions');
    expect(questions?.title).toBe('Flood Insurance: Common Questions');
    expect(questions?.description).toBe('Does homeowners insurance cover flood damage?');
    expect(questions?.keywords).toContain('How long before a flood policy takes effect?');
    const bestRate = guideSearchEntries.find((entry) => entry.href === '/products/autoinsurance#best-rate');
    expect(bestRate?.title).toBe('Auto Insurance: How to Get the Best Rate');
  });

  it('in Spanish: the same entries, in the words of the Spanish guides', () => {
    const spanish = guideSearchEntriesIn(textsIn('es'));
    expect(spanish.map((entry) => entry.href)).toEqual(guideSearchEntries.map((entry) => entry.href));
    const zones = spanish.find((entry) => entry.href === '/products/floodinsurance#good-to-know');
    expect(zones?.title).toBe('Seguro contra inundaciones: Zonas de inundación y otros detalles');
    expect(zones?.keywords).toContain('Zonas de alto riesgo: A, AE, A1-30, AH, AO, V, VE y V1-30');
    expect(spanish.find((entry) => entry.href === '/products/autoinsurance#best-rate')?.title).toBe('Seguro de auto: Cómo conseguir la mejor tarifa');
    expect(spanish.find((entry) => entry.href === '/products/medicare')?.title).toBe('Medicare: guía');
    for (const entry of spanish) expect(entry.description.length).toBeLessThanOrEqual(220);
  });
});
