import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheckFilled, IconPhone } from '@tabler/icons-react';
import { HeroArtwork } from '@design-system/HeroArtwork/HeroArtwork';
import { DsLink } from '@design-system/navigation/LinkContext';
import { telHref } from '@design-system/navigation/tel-href';
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { useText } from '@design-system/i18n/Locale';
import classes from './HomeHero.module.css';
import { HOME_TEXT } from './text';

/** Seed 000 §2.2: the hero, 'Insurance Simplified' and GET A QUOTE to the product grid. */
export function HomeHero({ headingOrder = 1 }: { headingOrder?: 1 | 2 }) {
  const text = useText(HOME_TEXT);
  const trustPoints = [text('hero.trust.agents'), text('hero.trust.insurers'), text('hero.trust.reply')];
  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-hero-heading">
      <Container size="lg" className={classes.inner}>
        <Stack gap="lg" align="flex-start">
          <span className={classes.eyebrow}>{text('hero.eyebrow')}</span>
          <Title order={headingOrder} id="home-hero-heading" className={classes.heading}>
            {text('hero.heading')}
          </Title>
          <Text className={classes.text}>{text('hero.text')}</Text>
          <Group gap="sm">
            <Button component={DsLink} href={routes.chooseProducts()} size="lg" variant="white" rightSection={<IconArrowRight size={20} aria-hidden />}>
              {text('hero.cta')}
            </Button>
            <Button component="a" href={telHref(AGENCY.phone)} size="lg" variant="outline" color="white" leftSection={<IconPhone size={20} aria-hidden />}>
              {AGENCY.phone}
            </Button>
          </Group>
          <Group component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
            {trustPoints.map((point) => (
              <Group component="li" key={point} gap={6} wrap="nowrap" className={classes.trust}>
                <IconCircleCheckFilled size={20} aria-hidden color="var(--mantine-color-green-4)" />
                {point}
              </Group>
            ))}
          </Group>
        </Stack>
        <HeroArtwork className={classes.artwork} />
      </Container>
    </Box>
  );
}
