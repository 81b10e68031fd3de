import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import classes from './ProductHeroBanner.module.css';

export type BannerImageSide = 'left' | 'right';

/** A banner picture: its address and its text alternative ('' for a decorative picture). */
export type BannerImageSource = { src?: string; alt?: string };

/** Why a banner picture is not shown: none was given, or it failed to load. */
export type BannerImageError = { side: BannerImageSide; src?: string; reason: 'missing' | 'failed' };

type BannerImageProps = {
  side: BannerImageSide;
  image?: BannerImageSource;
  onImageError?: (error: BannerImageError) => void;
};

/** One side's picture, or a grey placeholder when it is missing or fails to load (seed 000 §2.6, §8). */
export function BannerImage({ side, image, onImageError }: BannerImageProps) {
  const src = image?.src?.trim() || undefined;
  const alt = image?.alt ?? '';
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  // The latest callback, so a new function each render does not report the same missing picture again.
  const onErrorRef = useRef(onImageError);
  onErrorRef.current = onImageError;

  // Reported once per missing picture, also when development mode runs effects twice.
  const reportedMissing = useRef(false);
  useEffect(() => {
    if (src) {
      reportedMissing.current = false;
    } else if (!reportedMissing.current) {
      reportedMissing.current = true;
      onErrorRef.current?.({ side, reason: 'missing' });
    }
  }, [src, side]);

  // Reported once per picture, however many error events arrive before the placeholder replaces it.
  const reportedFailure = useRef<string | null>(null);
  const fail = () => {
    if (!src || reportedFailure.current === src) return;
    reportedFailure.current = src;
    setFailedSrc(src);
    onErrorRef.current?.({ side, src, reason: 'failed' });
  };

  // A picture that failed before React listened (e.g. from the cache) is complete with no size.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) fail();
  });

  const showPlaceholder = !src || failedSrc === src;
  return (
    <div className={classes.imageFrame} data-side={side}>
      {showPlaceholder ? (
        <div
          className={classes.placeholder}
          data-testid={`banner-image-placeholder-${side}`}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          <IconPhoto size={40} stroke={1.4} aria-hidden />
        </div>
      ) : (
        <img ref={imgRef} className={classes.image} src={src} alt={alt} onError={fail} decoding="async" />
      )}
    </div>
  );
}
