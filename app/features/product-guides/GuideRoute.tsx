import { use } from 'react';
import { useParams } from 'react-router-dom';
import { genericGuideContent, type ProductGuideContent } from '../../content/guides/guide-content';
import { KNOWN_GUIDES, quoteHrefFor, resolveProductGuide, type GuideKey } from '../../content/guides/known-guides';
import { GuidePage } from './GuidePage';

/** Each written guide's text is its own chunk, loaded once when its page is first shown. */
const contentRequests = new Map<GuideKey, Promise<ProductGuideContent>>();
const loadGuide = (key: GuideKey) => {
  let request = contentRequests.get(key);
  if (!request) {
    request = KNOWN_GUIDES[key].load();
    // A failed load may be retried on the next visit (the error page offers a reload).
    request.catch(() => contentRequests.delete(key));
    contentRequests.set(key, request);
  }
  return request;
};

function KnownGuidePage({ guideKey, quoteHref }: { guideKey: GuideKey; quoteHref: string }) {
  const content = use(loadGuide(guideKey));
  return <GuidePage content={content} quoteHref={quoteHref} artwork={guideKey} />;
}

/**
 * /products/{productType} (seed 000 §2.1, §2.7): the written guide of a known type, or the generic guide
 * built from the name without the word insurance (/products/boatinsurance is the Boat guide).
 */
export function GuideRoute() {
  const { productType = '' } = useParams();
  const resolved = resolveProductGuide(productType);
  // The route accepts only names that resolve; this is for type narrowing.
  if (!resolved) return null;
  const quoteHref = quoteHrefFor(resolved);
  if (resolved.kind === 'known') return <KnownGuidePage key={resolved.key} guideKey={resolved.key} quoteHref={quoteHref} />;
  return <GuidePage key={resolved.slug} content={genericGuideContent(resolved.productName, productType)} quoteHref={quoteHref} artwork="generic" />;
}
