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
import { ProductIcon } from '@design-system/ProductIcon/ProductIcon';
import { splitTitledText, type GuideSectionId, type ProductGuideContent } from '../../content/guides/guide-content';
import { usePageTitle } from '../../layout/usePageTitle';
import { routes } from '@site/paths';
import { BANNER_ARTWORK, type ArtworkName } from './artwork/artwork';
import { GuideIcon } from './guide-icons';
import { STATE_INSURER } from '../../content/state-insurer';
import { reportBannerImageError } from './report-banner-image-error';

/** The site header's height: what sticks above the guide's mobile bar and side navigation. */
const SITE_HEADER_HEIGHT = 65;

type GuidePageProps = {
  content: ProductGuideContent;
  quoteHref: string;
  artwork: ArtworkName;
};

/** Each section's heading and body, from the content record. */
function sectionBody(content: ProductGuideContent, id: GuideSectionId): Omit<GuideLayoutSection, 'id' | 'navLabel'> {
  switch (id) {
    case 'overview':
      return { heading: content.introData.title, children: <GuideProse paragraphs={content.introData.paragraphs} /> };
    case 'types':
      return { heading: content.typesListTitle, children: <GuideCardGrid items={content.typesList} /> };
    case 'best-rate':
      return { heading: 'How to Get the Best Rate', children: <GuideNumberedList items={content.bestRateTips.map(splitTitledText)} /> };
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
            {content.notCovered.length > 0 && <GuideExclusions title="Usually not covered" items={content.notCovered} />}
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
      return { heading: `Common Questions About ${content.displayName}`, children: <GuideQuestions items={content.questions} /> };
    case 'related-products':
      return {
        heading: 'Related Products',
        children: (
          <Stack gap="md">
            <Text c="gray.8">Most households need more than one kind of cover. Learn about the others:</Text>
            <GuideRelatedProducts
              items={content.relatedProducts.map((product) => ({
                title: product.title,
                href: product.link,
                icon: product.imageUrl ? (
                  <img src={product.imageUrl} alt="" width={36} height={36} />
                ) : (
                  <ProductIcon productType={product.title} size={40} radius="md" />
                ),
              }))}
            />
          </Stack>
        ),
      };
  }
}

/** Seed 000 §2.6, §2.7: a product guide, the hero banner above the guide's body. */
export function GuidePage({ content, quoteHref, artwork }: GuidePageProps) {
  usePageTitle(`${content.displayName} Guide`, content.summary);
  const pictures = BANNER_ARTWORK[artwork];
  const sections: GuideLayoutSection[] = content.sections.map((section) => ({
    id: section.id,
    navLabel: section.title,
    ...sectionBody(content, section.id),
  }));
  return (
    <>
      <ProductHeroBanner
        productName={content.displayName}
        description={content.summary}
        eyebrow="Insurance guide"
        quoteHref={quoteHref}
        leftImage={pictures.left}
        rightImage={pictures.right}
        onImageError={reportBannerImageError}
      />
      <GuideLayout
        productName={content.productName}
        rootCrumb={{ label: 'Insurance', href: routes.chooseProducts() }}
        stickyOffset={SITE_HEADER_HEIGHT}
        sections={sections}
        notice={
          content.showStateInsurerBanner ? (
            <StateInsurerBanner insurerName={STATE_INSURER.name} audience={STATE_INSURER.audience} href={routes.customerService.citizens()} />
          ) : undefined
        }
        callToAction={<GuideCallToAction text={content.ctaText} href={routes.chooseProducts()} />}
      />
    </>
  );
}
