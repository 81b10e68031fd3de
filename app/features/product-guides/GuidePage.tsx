import { Stack, Text } from '@mantine/core';
import {
  GuideCardGrid,
  GuideExclusions,
  GuideNumberedList,
  GuideProse,
  GuideQuestions,
  GuideRelatedProducts,
  GuideSubsections,
} from '@design-system/GuideLayout/GuideBlocks';
import { GuideCallToAction } from '@design-system/GuideLayout/GuideCallToAction';
import { GuideLayout, type GuideLayoutSection } from '@design-system/GuideLayout/GuideLayout';
import { StateInsurerBanner } from '@design-system/GuideLayout/StateInsurerBanner';
import { ProductHeroBanner } from '@design-system/ProductHeroBanner/ProductHeroBanner';
import { useText } from '@design-system/i18n/Locale';
import { ProductIcon } from '@design-system/ProductIcon/ProductIcon';
import type { Translate } from '@site/i18n/catalogue';
import { splitTitledText, type GuideSectionId, type ProductGuideContent } from '../../content/guides/guide-content';
import { usePageTitle } from '../../layout/usePageTitle';
import { routes } from '@site/paths';
import { BANNER_ARTWORK, type ArtworkName } from './artwork/artwork';
import { GuideIcon } from './guide-icons';
import { STATE_INSURER, STATE_INSURER_TEXT } from '../../content/state-insurer';
import { reportBannerImageError } from './report-banner-image-error';
import { GUIDE_PAGE_TEXT } from './text';

/** The site header's height: what sticks above the guide's mobile bar and side navigation. */
const SITE_HEADER_HEIGHT = 65;

type GuidePageProps = {
  content: ProductGuideContent;
  quoteHref: string;
  artwork: ArtworkName;
};

type PageText = Translate<keyof typeof GUIDE_PAGE_TEXT.en & string>;

/** Each section's heading and body, from the content record (in the page's language) and the page's words. */
function sectionBody(content: ProductGuideContent, id: GuideSectionId, text: PageText): Omit<GuideLayoutSection, 'id' | 'navLabel'> {
  switch (id) {
    case 'overview':
      return { heading: content.introData.title, children: <GuideProse paragraphs={content.introData.paragraphs} /> };
    case 'types':
      return { heading: content.typesListTitle, children: <GuideCardGrid items={content.typesList} /> };
    case 'best-rate':
      return { heading: text('bestRate'), children: <GuideNumberedList items={content.bestRateTips.map(splitTitledText)} /> };
    case 'buying-guide':
      return {
        heading: content.briefGuide.title,
        children: (
          <Stack gap="md">
            <GuideProse paragraphs={[content.briefGuide.intro]} />
            <GuideNumberedList items={content.briefGuide.steps.map(splitTitledText)} />
          </Stack>
        ),
      };
    case 'coverage':
      return {
        heading: content.coverageTitle,
        children: (
          <Stack gap="lg">
            <GuideProse paragraphs={[content.coverageIntro]} />
            <GuideCardGrid items={content.coverageItems} />
            {content.notCovered.length > 0 && <GuideExclusions title={text('notCovered')} items={content.notCovered} />}
          </Stack>
        ),
      };
    case 'good-to-know':
      return {
        heading: content.additionalInfo.title,
        children: <GuideSubsections overview={content.additionalInfo.overview} sections={content.additionalInfo.sections} />,
      };
    case 'price-factors':
      return {
        heading: content.pricingFactors.title,
        children: (
          <Stack gap="lg">
            <GuideProse paragraphs={[content.pricingFactors.description]} />
            <GuideCardGrid
              columns={content.pricingFactors.factors.length % 3 === 0 ? 3 : 2}
              items={content.pricingFactors.factors.map((factor) => ({
                title: factor.title,
                description: factor.description,
                icon: factor.imageUrl ? <img src={factor.imageUrl} alt="" width={24} height={24} /> : <GuideIcon name={factor.icon ?? 'shield'} />,
              }))}
            />
          </Stack>
        ),
      };
    case 'questions':
      return { heading: text('questions', { product: content.displayName }), children: <GuideQuestions items={content.questions} /> };
    case 'related-products':
      return {
        heading: text('related'),
        children: (
          <Stack gap="md">
            <Text c="gray.8">{text('relatedIntro')}</Text>
            <GuideRelatedProducts
              items={content.relatedProducts.map((product) => ({
                title: product.title,
                href: product.link,
                icon: product.imageUrl ? (
                  <img src={product.imageUrl} alt="" width={36} height={36} />
                ) : (
                  // Its address names the product in every language (/products/homeinsurance).
                  <ProductIcon productType={product.link} size={40} radius="md" />
                ),
              }))}
            />
          </Stack>
        ),
      };
  }
}

/** Seed 000 §2.6, §2.7: a product guide, the hero banner above the guide's body; `content` is in the page's language. */
export function GuidePage({ content, quoteHref, artwork }: GuidePageProps) {
  const text = useText(GUIDE_PAGE_TEXT);
  const stateInsurerText = useText(STATE_INSURER_TEXT);
  usePageTitle(text('pageTitle', { product: content.displayName }), content.summary);
  const pictures = BANNER_ARTWORK[artwork];
  const sections: GuideLayoutSection[] = content.sections.map((section) => ({
    id: section.id,
    navLabel: section.title,
    ...sectionBody(content, section.id, text),
  }));
  return (
    <>
      <ProductHeroBanner
        productName={content.displayName}
        description={content.summary}
        eyebrow={text('eyebrow')}
        quoteHref={quoteHref}
        quoteLabel={text('getAQuote')}
        leftImage={pictures.left}
        rightImage={pictures.right}
        onImageError={reportBannerImageError}
      />
      <GuideLayout
        productName={content.productName}
        rootCrumb={{ label: text('rootCrumb'), href: routes.chooseProducts() }}
        stickyOffset={SITE_HEADER_HEIGHT}
        sections={sections}
        notice={
          content.showStateInsurerBanner ? (
            <StateInsurerBanner insurerName={STATE_INSURER.name} audience={stateInsurerText('audience')} href={routes.customerService.citizens()} />
          ) : undefined
        }
        callToAction={<GuideCallToAction text={content.ctaText} href={routes.chooseProducts()} />}
      />
    </>
  );
}
