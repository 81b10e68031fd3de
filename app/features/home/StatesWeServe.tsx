import { Box, Container, Grid, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPinFilled } from '@tabler/icons-react';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { SERVICE_AREA } from '../../content/service-area';
import { HOME_CONTENT } from './content';
import classes from './StatesWeServe.module.css';
import { useNearViewport } from './useNearViewport';

// The atlas and d3-geo make a chunk of their own, fetched when the section nears the viewport.
const UsStatesMap = lazy(() => import('@design-system/StatesMap/UsStatesMap'));

const MAP_LABEL = `${HOME_CONTENT.states.mapLabelPrefix} ${SERVICE_AREA.headline}. ${SERVICE_AREA.summary}`;

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
  const { states } = HOME_CONTENT;
  return (
    <Box component="section" aria-labelledby="states-we-serve-heading" py={{ base: 'xl', sm: 48 }} bg="var(--mantine-color-white)">
      <Container size="lg">
        <Grid gap={{ base: 'lg', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Title order={2} id="states-we-serve-heading" fz={{ base: 28, sm: 36 }}>
                {states.heading}
              </Title>
              <Text fz={{ base: 34, sm: 44 }} fw={900} lh={1.05} c="var(--mantine-primary-color-filled)" data-testid="states-headline">
                {SERVICE_AREA.headline}
              </Text>
              <Text fw={700} size="lg">
                {SERVICE_AREA.summary}
              </Text>
              <Text c="dimmed">{states.text}</Text>
              <details className={classes.details}>
                <summary className={classes.summary}>
                  {states.listToggle} ({SERVICE_AREA.served.length})
                </summary>
                <List
                  className={classes.stateList}
                  size="sm"
                  spacing={2}
                  icon={<IconMapPinFilled size={14} aria-hidden color="var(--mantine-primary-color-filled)" />}
                >
                  {SERVICE_AREA.served.map((state) => (
                    <List.Item key={state.code}>{state.name}</List.Item>
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
                      label={MAP_LABEL}
                      legend={{ served: `Served: ${SERVICE_AREA.served.length} states`, unserved: `Not served: ${SERVICE_AREA.unserved.name}` }}
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
