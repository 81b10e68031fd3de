import { Anchor, Container, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { GuideChecklist, GuideProse, GuideRelatedProducts } from '@design-system/GuideLayout/GuideBlocks';
import { GuideBreadcrumb } from '@design-system/GuideLayout/GuideBreadcrumb';
import { GuideCallToAction } from '@design-system/GuideLayout/GuideCallToAction';
import { useText } from '@design-system/i18n/Locale';
import { DsLink } from '@design-system/navigation/LinkContext';
import { ProductHeroBanner } from '@design-system/ProductHeroBanner/ProductHeroBanner';
import { useMemo } from 'react';
import { guideIn } from '../../../content/guides/guide-words';
import { PET_PAGE_TEXT, petProductPage } from '../../../content/guides/product-pages';
import { usePageTitle } from '../../../layout/usePageTitle';
import { routes } from '@site/paths';
import { PET_PAGE_ARTWORK } from '../artwork/artwork';
import { GuideIcon } from '../guide-icons';
import { KNOWN_GUIDES, quoteHrefFor } from '../../../content/guides/known-guides';
import { reportBannerImageError } from '../report-banner-image-error';
import { GUIDE_PAGE_TEXT } from '../text';
import classes from './PetInsurancePage.module.css';

/** Seed 000 §2.1: the fixed pet insurance page, from its product page data (§3), in the page's language. */
export function PetInsurancePage() {
  const text = useText(GUIDE_PAGE_TEXT);
  const translate = useText(PET_PAGE_TEXT);
  const page = useMemo(() => guideIn(petProductPage, translate), [translate]);
  usePageTitle(page.title, page.description[0]);
  const quoteHref = quoteHrefFor({ kind: 'known', key: 'pet', guide: KNOWN_GUIDES.pet });
  return (
    <>
      <ProductHeroBanner
        productName={page.title}
        description={text('pet.description')}
        eyebrow={text('pet.eyebrow')}
        quoteHref={quoteHref}
        quoteLabel={text('getAQuote')}
        leftImage={PET_PAGE_ARTWORK.banner.left}
        rightImage={PET_PAGE_ARTWORK.banner.right}
        onImageError={reportBannerImageError}
      />
      <Container size="lg" py="md" pb={48}>
        <GuideBreadcrumb crumbs={[{ label: text('rootCrumb'), href: routes.chooseProducts() }, { label: page.title }]} />
        <Stack gap={40} mt="lg">
          <section aria-labelledby="pet-why-heading">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={32} className={classes.intro}>
              <Stack gap="md">
                <Title order={2} id="pet-why-heading" className={classes.heading}>
                  {text('pet.heading')}
                </Title>
                <GuideProse paragraphs={page.description} />
                <GuideChecklist items={page.highlights} />
                <Anchor component={DsLink} href={page.guideLink.href} fw={700}>
                  <Group gap={6} component="span" wrap="nowrap">
                    {page.guideLink.label}
                    <IconArrowRight size={18} aria-hidden />
                  </Group>
                </Anchor>
              </Stack>
              <Paper radius="lg" className={classes.picture}>
                <img src={PET_PAGE_ARTWORK.picture} alt={page.image.alt} width={320} height={240} className={classes.pictureImage} />
              </Paper>
            </SimpleGrid>
          </section>

          <section aria-labelledby="pet-related-heading">
            <Title order={2} id="pet-related-heading" className={classes.heading} mb="md">
              {text('related')}
            </Title>
            <GuideRelatedProducts
              items={page.relatedProducts.map((product) => ({
                title: product.title,
                href: product.link,
                icon: (
                  <span className={classes.relatedIcon} aria-hidden>
                    <GuideIcon name={product.icon} size={22} />
                  </span>
                ),
              }))}
            />
          </section>

          <GuideCallToAction text={page.ctaText} href={routes.chooseProducts()} />
        </Stack>
      </Container>
    </>
  );
}
