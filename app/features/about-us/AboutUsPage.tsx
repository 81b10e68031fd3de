import { Box, Button, Card, Container, Grid, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconArrowsExchange,
  IconBuildingBank,
  IconBuildingStore,
  IconCrane,
  IconDiamond,
  IconHeadset,
  IconHeartbeat,
  IconRipple,
  IconShieldCheck,
  IconTimeline,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useText, useTexts } from '@design-system/i18n/Locale';
import { DsLink } from '@design-system/navigation/LinkContext';
import { floodClaims, memberCompanies, type MemberCompanyIcon } from '../../content/member-companies';
import { usePageTitle } from '../../layout/usePageTitle';
import { routes } from '@site/paths';
import classes from './AboutUsPage.module.css';
import { MemberNetworkArtwork } from './MemberNetworkArtwork';
import { ABOUT_US_TEXT } from './text';

const COMPANY_ICONS: Record<MemberCompanyIcon, Icon> = {
  mortgage: IconBuildingBank,
  flood: IconRipple,
  franchise: IconBuildingStore,
  construction: IconCrane,
  'high-value': IconDiamond,
  exchange: IconArrowsExchange,
  pipeline: IconTimeline,
  independent: IconUsersGroup,
  'full-service': IconShieldCheck,
  health: IconHeartbeat,
};

/** Seed 000 §2.8: About Us, with the hero, the ten member companies and the flood claims. */
export function AboutUsPage() {
  const text = useText(ABOUT_US_TEXT);
  const texts = useTexts();
  const companies = memberCompanies(texts);
  const flood = floodClaims(texts);
  usePageTitle(text('title'), text('intro'));
  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="about-heading" py={{ base: 40, sm: 72 }}>
        <Container size="lg">
          <Grid gap={{ base: 'lg', md: 48 }} align="center">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Stack gap="md" align="flex-start">
                <span className={classes.eyebrow}>{text('title')}</span>
                <Title order={1} id="about-heading" className={classes.heading}>
                  {text('headline')}
                </Title>
                <Text className={classes.intro}>{text('intro')}</Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }} visibleFrom="sm">
              <MemberNetworkArtwork icons={companies.map((company) => COMPANY_ICONS[company.icon])} />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="members-heading" py={{ base: 'xl', sm: 56 }}>
        <Container size="lg">
          <Stack gap="xs" mb="xl" maw={720}>
            <Title order={2} id="members-heading" fz={{ base: 28, sm: 36 }}>
              {text('companiesHeading')}
            </Title>
            <Text size="lg" c="dimmed">
              {text('companiesIntro')}
            </Text>
          </Stack>
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="lg" className={classes.companyList} aria-labelledby="members-heading">
            {companies.map((company) => {
              const CompanyIcon = COMPANY_ICONS[company.icon];
              return (
                <li key={company.name} data-member-company={company.name}>
                  <Card withBorder radius="lg" padding="lg" className={classes.company}>
                    <Group wrap="nowrap" align="flex-start" gap="md">
                      <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
                        <CompanyIcon size={28} stroke={1.6} />
                      </ThemeIcon>
                      <Stack gap={4}>
                        <Title order={3} size="h4">
                          {company.name}
                        </Title>
                        <Text className={classes.focus}>{company.focus}</Text>
                        <Text size="sm" c="dimmed">
                          {company.description}
                        </Text>
                      </Stack>
                    </Group>
                  </Card>
                </li>
              );
            })}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="flood-heading" py={{ base: 'xl', sm: 56 }} className={classes.flood}>
        <Container size="lg">
          <Stack gap="xs" mb="xl" maw={720}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" aria-hidden>
                <IconRipple size={26} />
              </ThemeIcon>
              <Title order={2} id="flood-heading" fz={{ base: 26, sm: 34 }}>
                {flood.heading}
              </Title>
            </Group>
            <Text size="lg" c="dimmed">
              {flood.text}
            </Text>
          </Stack>
          <SimpleGrid component="ul" cols={{ base: 1, xs: 3 }} spacing="lg" className={classes.companyList}>
            {flood.figures.map((figure) => (
              <Paper component="li" key={figure.label} withBorder radius="lg" p="lg" className={classes.figure} data-flood-claim="">
                <Text className={classes.figureValue}>{figure.value}</Text>
                <Text fw={600} mt={6}>
                  {figure.label}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="about-cta-heading" py={{ base: 'xl', sm: 56 }}>
        <Container size="md" ta="center">
          <Title order={2} id="about-cta-heading" fz={{ base: 26, sm: 32 }}>
            {text('cta.heading')}
          </Title>
          <Text c="dimmed" size="lg" mt="xs">
            {text('cta.text')}
          </Text>
          <Group justify="center" mt="lg" gap="sm">
            <Button component={DsLink} href={routes.chooseProducts()} size="lg" rightSection={<IconArrowRight size={20} aria-hidden />}>
              {text('cta.quote')}
            </Button>
            <Button component={DsLink} href={routes.customerServicePage()} size="lg" variant="outline" leftSection={<IconHeadset size={20} aria-hidden />}>
              {text('cta.customerService')}
            </Button>
          </Group>
        </Container>
      </Box>
    </>
  );
}
