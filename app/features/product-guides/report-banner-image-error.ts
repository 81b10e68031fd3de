import type { BannerImageError } from '@design-system/ProductHeroBanner/ProductHeroBanner';
import { reportRenderError } from '../../errors/global-handlers';

/** Seed 000 §8 'Missing hero image': the banner shows the grey placeholder, and we log it here. */
export function reportBannerImageError({ side, src, reason }: BannerImageError): void {
  const what = reason === 'missing' ? 'is missing' : `failed to load (${src ?? ''})`;
  void reportRenderError(new Error(`Product hero banner: the ${side} image ${what}`), 'product-hero-banner');
}
