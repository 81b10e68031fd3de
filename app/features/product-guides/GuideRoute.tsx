import { use, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useLocale, useText, useTexts } from '@design-system/i18n/Locale';
import type { Catalogue } from '@site/i18n/catalogue';
import { genericGuideContent, type ProductGuideContent } from '../../content/guides/guide-content';
import { guideIn } from '../../content/guides/guide-words';
import { KNOWN_GUIDES, quoteHrefFor, resolveProductGuide, type GuideKey } from '../../content/guides/known-guides';
import { GuidePage } from './GuidePage';

/** A written guide as loaded: its English record and its words in both languages. */
type LoadedGuide = { guide: ProductGuideContent; text: Catalogue };

/** Each written guide's text is its own chunk, loaded once when its page is first shown. */
const contentRequests = new Map<GuideKey, Promise<LoadedGuide>>();
const loadGuide = (key: GuideKey) => {
  let request = contentRequests.get(key);
  if (!request) {
    const known = KNOWN_GUIDES[key];
    request = Promise.all([known.load(), known.loadText()]).then(([guide, text]) => ({ guide, text }));
    // A failed load may be retried on the next visit (the error page offers a reload).
    request.catch(() => contentRequests.delete(key));
    contentRequests.set(key, request);
  }
  return request;
};

function KnownGuidePage({ guideKey, quoteHref }: { guideKey: GuideKey; quoteHref: string }) {
  const { guide, text } = use(loadGuide(guideKey));
  const translate = useText(text);
  // The guide in the page's language, every word through its catalogue.
  const content = useMemo(() => guideIn(guide, translate), [guide, translate]);
  return <GuidePage content={content} quoteHref={quoteHref} artwork={guideKey} />;
}

function GenericGuidePage({ productName, productType, quoteHref }: { productName: string; productType: string; quoteHref: string }) {
  const locale = useLocale();
  const texts = useTexts();
  const content = useMemo(() => genericGuideContent(productName, productType, { locale, texts }), [productName, productType, locale, texts]);
  return <GuidePage content={content} quoteHref={quoteHref} artwork="generic" />;
}

/**
 * /products/{productType} (seed 000 §2.1, §2.7): the written guide of a known type, or the generic guide
 * built from the name without the word insurance (/products/boatinsurance is the Boat guide), in the page's language.
 */
export function GuideRoute() {
  const { productType = '' } = useParams();
  const resolved = resolveProductGuide(productType);
  // The route accepts only names that resolve; this is for type narrowing.
  if (!resolved) return null;
  const quoteHref = quoteHrefFor(resolved);
  if (resolved.kind === 'known') return <KnownGuidePage key={resolved.key} guideKey={resolved.key} quoteHref={quoteHref} />;
  return <GenericGuidePage key={resolved.slug} productName={resolved.productName} productType={productType} quoteHref={quoteHref} />;
}
