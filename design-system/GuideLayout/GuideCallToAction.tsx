import { Button, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { DsLink } from '../navigation/LinkContext';
import classes from './GuideLayout.module.css';

export type GuideCallToActionProps = {
  text: string;
  href: string;
  heading?: string;
  linkLabel?: string;
};

/** Seed 000 §2.7: 'WATCH YOUR SAVINGS ADD UP.' and a 'Get a quote' link to the product grid. */
export function GuideCallToAction({ text, href, heading = 'WATCH YOUR SAVINGS ADD UP.', linkLabel = 'Get a quote' }: GuideCallToActionProps) {
  const headingId = useId();
  return (
    <section className={classes.cta} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.ctaHeading}>
        {heading}
      </Title>
      <Text size="lg" className={classes.ctaText}>
        {text}
      </Text>
      <Button
        component={DsLink}
        href={href}
        size="lg"
        radius="xl"
        variant="white"
        rightSection={<IconArrowRight size={18} aria-hidden />}
        className={classes.ctaLink}
      >
        {linkLabel}
      </Button>
    </section>
  );
}
