import { StatesMap, type StatesMapProps } from './StatesMap';
import { US_ALBERS_VIEWBOX, usStateShapes } from './us-state-shapes';

export type UsStatesMapProps = Omit<StatesMapProps, 'shapes' | 'viewBox'>;

/**
 * The map of the United States from the us-atlas TopoJSON. It carries the atlas (about 30 KB gzip), so the
 * app loads it in a chunk of its own: `lazy(() => import('@design-system/StatesMap/UsStatesMap'))`.
 */
export default function UsStatesMap(props: UsStatesMapProps) {
  return <StatesMap shapes={usStateShapes()} viewBox={US_ALBERS_VIEWBOX} {...props} />;
}

export { UsStatesMap };
