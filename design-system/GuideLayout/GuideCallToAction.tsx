import { Button, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useText } from '../i18n/Locale';
import { DsLink } from '../navigation/LinkContext';
import classes from './GuideLayout.module.css';
import { GUIDE_LAYOUT_TEXT } from './text';

export type GuideCallToActionProps = {
  text: string;
  href: string;
  /** @default 'WATCH YOUR SAVINGS ADD UP.', in the page's language */
  heading?: string;
  /** @default 'Get a quote', in the page's language */
  linkLabel?: string;
};

/** Seed 000 §2.7: 'WATCH YOUR SAVINGS ADD UP.' and a 'Get a quote' link to the product grid. */
export function GuideCallToAction({ text, href, heading, linkLabel }: GuideCallToActionProps) {
  const words = useText(GUIDE_LAYOUT_TEXT);
  const headingId = useId();
  return (
    <section className={classes.cta} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.ctaHeading}>
        {heading ?? words('ctaHeading')}
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
        {linkLabel ?? words('ctaLink')}
      </Button>
    </section>
  );
}
