import { useId } from 'react';
import { useText } from '../i18n/Locale';
import classes from './StatesMap.module.css';
import { STATES_MAP_TEXT } from './text';

/** One region of the map: its id (the us-atlas FIPS code), its name and its SVG path. */
export type StateShape = { id: string; name: string; d: string };

export type StatesMapProps = {
  shapes: readonly StateShape[];
  /** The SVG coordinate box the shapes are drawn in. */
  viewBox: string;
  /** Ids of the states served, drawn in the primary colour. */
  servedIds: readonly string[];
  /** Ids of the states not served, hatched grey. Any other shape (DC, on the national map) is plain grey. */
  unservedIds: readonly string[];
  /** The map's text alternative: what it shows, naming the states not served. */
  label: string;
  /** The legend's words; no legend when absent. */
  legend?: { served: string; unserved: string };
  /** The states' names in the page's language, by id; the shapes' own (English) names otherwise. */
  stateNames?: Readonly<Record<string, string>>;
};

type Service = 'served' | 'unserved' | 'other';

/**
 * A map of states, each marked served or not served. It is one image to assistive technology, named by
 * `label`; each shape carries `data-service` and `data-state` for styling and tests, and a tooltip.
 */
export function StatesMap({ shapes, viewBox, servedIds, unservedIds, label, legend, stateNames }: StatesMapProps) {
  const text = useText(STATES_MAP_TEXT);
  // useId's characters are not all valid in a CSS url(#...) reference.
  const id = `states-map-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const served = new Set(servedIds);
  const unserved = new Set(unservedIds);
  const serviceOf = (shape: StateShape): Service => (served.has(shape.id) ? 'served' : unserved.has(shape.id) ? 'unserved' : 'other');
  const patternId = `${id}-unserved`;
  return (
    <figure className={classes.figure}>
      <svg viewBox={viewBox} className={classes.svg} role="img" aria-labelledby={`${id}-title`} data-states-map="">
        <title id={`${id}-title`}>{label}</title>
        <defs>
          <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill="var(--mantine-color-gray-2)" />
            <rect width="2" height="6" fill="var(--mantine-color-gray-5)" />
          </pattern>
        </defs>
        <g>
          {shapes.map((shape) => {
            const service = serviceOf(shape);
            const state = stateNames?.[shape.id] ?? shape.name;
            return (
              <path
                key={shape.id}
                d={shape.d}
                className={classes.state}
                data-service={service}
                data-state={shape.name}
                fill={service === 'unserved' ? `url(#${patternId})` : undefined}
              >
                <title>{service === 'other' ? state : text(service, { state })}</title>
              </path>
            );
          })}
        </g>
      </svg>
      {legend && (
        <ul className={classes.legend}>
          <li className={classes.legendItem}>
            <span className={classes.swatch} data-service="served" />
            {legend.served}
          </li>
          <li className={classes.legendItem}>
            <span className={classes.swatch} data-service="unserved" />
            {legend.unserved}
          </li>
        </ul>
      )}
    </figure>
  );
}
