import { Button, Container, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { DsLink } from '../navigation/LinkContext';
import { BannerImage, type BannerImageError, type BannerImageSource } from './BannerImage';
import classes from './ProductHeroBanner.module.css';

export type { BannerImageError, BannerImageSide, BannerImageSource } from './BannerImage';

export type ProductHeroBannerProps = {
  /** The product's name, the page's heading: 'Flood Insurance'. */
  productName: string;
  /** Where GET A QUOTE leads: /quotes/{productType}?productType={display name}. */
  quoteHref: string;
  /** A sentence or two under the heading. */
  description?: string;
  /** A short line above the heading. */
  eyebrow?: string;
  leftImage?: BannerImageSource;
  rightImage?: BannerImageSource;
  /** Called when a picture is missing or fails to load; a grey placeholder takes its place. */
  onImageError?: (error: BannerImageError) => void;
  quoteLabel?: string;
};

/** Seed 000 §2.6: the product's name and GET A QUOTE between two pictures. */
export function ProductHeroBanner({
  productName,
  quoteHref,
  description,
  eyebrow,
  leftImage,
  rightImage,
  onImageError,
  quoteLabel = 'GET A QUOTE',
}: ProductHeroBannerProps) {
  const headingId = useId();
  return (
    <section className={classes.banner} aria-labelledby={headingId}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.text}>
          {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
          <Title order={1} id={headingId} className={classes.title}>
            {productName}
          </Title>
          {description && (
            <Text size="lg" className={classes.description}>
              {description}
            </Text>
          )}
          <Button component={DsLink} href={quoteHref} size="lg" radius="xl" className={classes.quoteButton}>
            {quoteLabel}
          </Button>
        </div>
        <div className={classes.left}>
          <BannerImage side="left" image={leftImage} onImageError={onImageError} />
        </div>
        <div className={classes.right}>
          <BannerImage side="right" image={rightImage} onImageError={onImageError} />
        </div>
      </Container>
    </section>
  );
}
