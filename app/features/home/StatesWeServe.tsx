import { Box, Container, Grid, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPinFilled } from '@tabler/icons-react';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useText, useTexts } from '@design-system/i18n/Locale';
import { SERVICE_AREA, stateName } from '../../content/service-area';
import classes from './StatesWeServe.module.css';
import { HOME_TEXT } from './text';
import { useNearViewport } from './useNearViewport';

// The atlas and d3-geo make a chunk of their own, fetched when the section nears the viewport.
const UsStatesMap = lazy(() => import('@design-system/StatesMap/UsStatesMap'));

/** The map's one shape that is not a state (the atlas's FIPS code for Washington, D.C.). */
const DISTRICT_OF_COLUMBIA_FIPS = '11';

function MapPlaceholder() {
  return (
    <div data-map-placeholder="">
      <Skeleton className={classes.mapBox} radius="md" />
      <div className={classes.legendSpace} />
    </div>
  );
}

/** If the map's chunk cannot load (offline), the section keeps its words and loses only the picture. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Seed 000 §2.2, §9: 'States We Serve', the map of the states served, and '49 out of 50 States'. */
export function StatesWeServe() {
  const [mapRef, near] = useNearViewport<HTMLDivElement>();
  const text = useText(HOME_TEXT);
  const texts = useTexts();
  const headline = SERVICE_AREA.headline(texts);
  const summary = SERVICE_AREA.summary(texts);
  const stateNames: Record<string, string> = {
    ...Object.fromEntries(SERVICE_AREA.served.concat(SERVICE_AREA.unserved).map((state) => [state.fips, stateName(state, texts)])),
    [DISTRICT_OF_COLUMBIA_FIPS]: text('states.districtOfColumbia'),
  };
  return (
    <Box component="section" aria-labelledby="states-we-serve-heading" py={{ base: 'xl', sm: 48 }} bg="var(--mantine-color-white)">
      <Container size="lg">
        <Grid gap={{ base: 'lg', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Title order={2} id="states-we-serve-heading" fz={{ base: 28, sm: 36 }}>
                {text('states.heading')}
              </Title>
              <Text fz={{ base: 34, sm: 44 }} fw={900} lh={1.05} c="var(--mantine-primary-color-filled)" data-testid="states-headline">
                {headline}
              </Text>
              <Text fw={700} size="lg">
                {summary}
              </Text>
              <Text c="dimmed">{text('states.text')}</Text>
              <details className={classes.details}>
                <summary className={classes.summary}>{text('states.listToggle', { count: SERVICE_AREA.served.length })}</summary>
                <List
                  className={classes.stateList}
                  size="sm"
                  spacing={2}
                  icon={<IconMapPinFilled size={14} aria-hidden color="var(--mantine-primary-color-filled)" />}
                >
                  {SERVICE_AREA.served.map((state) => (
                    <List.Item key={state.code}>{stateNames[state.fips]}</List.Item>
                  ))}
                </List>
              </details>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <div ref={mapRef} className={classes.mapSlot} data-map-loaded={near ? 'true' : 'false'}>
              {near ? (
                <MapBoundary>
                  <Suspense fallback={<MapPlaceholder />}>
                    <UsStatesMap
                      servedIds={SERVICE_AREA.served.map((state) => state.fips)}
                      unservedIds={[SERVICE_AREA.unserved.fips]}
                      label={text('states.mapLabel', { headline, summary })}
                      stateNames={stateNames}
                      legend={{
                        served: text('states.legend.served', { count: SERVICE_AREA.served.length }),
                        unserved: text('states.legend.unserved', { state: stateNames[SERVICE_AREA.unserved.fips]! }),
                      }}
                    />
                  </Suspense>
                </MapBoundary>
              ) : (
                <MapPlaceholder />
              )}
            </div>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
