export { DraftBanner, type DraftBannerProps, type DraftBannerVariant } from './DraftBanner';
