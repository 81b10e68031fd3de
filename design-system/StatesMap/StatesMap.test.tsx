import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { StatesMap } from './StatesMap';
import { US_ALBERS_VIEWBOX, stateShapesOf, usStateShapes } from './us-state-shapes';
import { UsStatesMap } from './UsStatesMap';

const FIXTURE = [
  { id: 'A', name: 'Aland', d: 'M0 0 H10 V10 H0 Z' },
  { id: 'B', name: 'Bland', d: 'M10 0 H20 V10 H10 Z' },
];

describe('StatesMap', () => {
  it('is one image named by its label, with each shape marked served or not', async () => {
    render(
      <StatesMap
        shapes={FIXTURE}
        viewBox="0 0 20 10"
        servedIds={['A']}
        unservedIds={['B']}
        label="We serve Aland, not Bland."
        legend={{ served: 'Served', unserved: 'Not served: Bland' }}
      />,
      { wrapper: DesignSystemProvider },
    );
    const map = screen.getByRole('img', { name: 'We serve Aland, not Bland.' });
    expect(map.querySelector('path[data-state="Aland"]')).toHaveAttribute('data-service', 'served');
    const bland = map.querySelector('path[data-state="Bland"]');
    expect(bland).toHaveAttribute('data-service', 'unserved');
    // Hatched with the map's own pattern.
    const patternId = bland?.getAttribute('fill')?.match(/^url\(#(.+)\)$/)?.[1];
    expect(patternId && map.querySelector(`pattern[id="${patternId}"]`)).toBeTruthy();
    expect(screen.getByText('Not served: Bland')).toBeInTheDocument();
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('draws a shape in neither list plain, and no legend unless asked', () => {
    const { container } = render(<StatesMap shapes={FIXTURE} viewBox="0 0 20 10" servedIds={['A']} unservedIds={[]} label="Map" />, {
      wrapper: DesignSystemProvider,
    });
    expect(container.querySelector('path[data-state="Bland"]')).toHaveAttribute('data-service', 'other');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('the us-atlas shapes', () => {
  it('are the fifty states and DC, each drawn in the Albers box (the far Aleutians run off its left edge)', () => {
    const shapes = usStateShapes();
    expect(shapes).toHaveLength(51);
    expect(shapes.map((shape) => shape.name)).toEqual(expect.arrayContaining(['Alaska', 'Hawaii', 'District of Columbia', 'Florida']));
    const [, , width = 0, height = 0] = US_ALBERS_VIEWBOX.split(' ').map(Number);
    for (const shape of shapes) {
      expect(shape.d).toMatch(/^M[\d.]+,[\d.]+/);
      const numbers = shape.d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      expect(Math.min(...numbers)).toBeGreaterThanOrEqual(-60);
      expect(Math.max(...numbers)).toBeLessThanOrEqual(Math.max(width, height) + 1);
    }
    // Drawn once and kept.
    expect(usStateShapes()).toBe(shapes);
  });

  it('keep one decimal by default', () => {
    const topology = {
      type: 'Topology' as const,
      arcs: [
        [
          [0.123, 0.456],
          [10.987, 0.456],
          [10.987, 10.111],
          [0.123, 0.456],
        ],
      ],
      objects: {
        states: { type: 'GeometryCollection' as const, geometries: [{ type: 'Polygon' as const, id: '99', properties: { name: 'Testland' }, arcs: [[0]] }] },
      },
    };
    expect(stateShapesOf(topology)).toEqual([{ id: '99', name: 'Testland', d: 'M0.1,0.5L11,0.5L11,10.1Z' }]);
  });

  it('UsStatesMap marks the states it is given', () => {
    const { container } = render(<UsStatesMap servedIds={['12', '13']} unservedIds={['02']} label="Map" />, { wrapper: DesignSystemProvider });
    expect(container.querySelectorAll('[data-service="served"]')).toHaveLength(2);
    expect(container.querySelector('[data-service="unserved"]')).toHaveAttribute('data-state', 'Alaska');
    expect(container.querySelectorAll('[data-service="other"]')).toHaveLength(48);
  });
});
