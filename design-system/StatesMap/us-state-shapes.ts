import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import usAtlas from 'us-atlas/states-albers-10m.json';
import type { StateShape } from './StatesMap';

/**
 * The US states from the us-atlas TopoJSON (U.S. Census Bureau cartographic boundaries, 1:10,000,000),
 * already projected (Albers USA, Alaska and Hawaii inset) into a 975x610 box, so d3-geo draws them with
 * the identity projection. This module is heavy (about 30 KB gzip of data): import it lazily.
 */
export const US_ALBERS_VIEWBOX = '0 0 975 610';

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;

/** The SVG shapes of the states of a us-atlas-style topology (objects.states, ids as FIPS codes). */
export function stateShapesOf(topology: StatesTopology, digits = 1): StateShape[] {
  const path = geoPath().digits(digits);
  const states = feature(topology, topology.objects.states);
  return states.features.map((state) => ({
    id: String(state.id),
    name: state.properties.name,
    d: path(state) ?? '',
  }));
}

let shapes: StateShape[] | undefined;

/** The fifty states and DC, drawn once and kept. */
export function usStateShapes(): StateShape[] {
  shapes ??= stateShapesOf(usAtlas as unknown as StatesTopology);
  return shapes;
}
