import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import usAtlas from 'us-atlas/states-albers-10m.json';
import { SERVICE_AREA, UNSERVED_STATE_CODE, US_STATES, serviceAreaWithout } from './service-area';

describe('US_STATES', () => {
  it('lists the fifty states once each', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(50);
    expect(new Set(US_STATES.map((state) => state.fips)).size).toBe(50);
  });

  it("matches the us-atlas shapes' ids and names (the atlas also has DC)", () => {
    const atlasStates = usAtlas.objects.states.geometries.map((geometry) => [geometry.id, geometry.properties.name]);
    expect(atlasStates).toHaveLength(51);
    expect(Object.fromEntries(atlasStates.filter(([id]) => id !== '11'))).toEqual(Object.fromEntries(US_STATES.map((state) => [state.fips, state.name])));
  });
});

describe('the service area setting', () => {
  it("by default leaves out one state, and says '49 out of 50 States'", () => {
    expect(SERVICE_AREA.unserved.code).toBe(UNSERVED_STATE_CODE);
    expect(SERVICE_AREA.served).toHaveLength(49);
    expect(SERVICE_AREA.served).not.toContain(SERVICE_AREA.unserved);
    expect(SERVICE_AREA.headline(textsIn('en'))).toBe('49 out of 50 States');
    expect(SERVICE_AREA.summary(textsIn('en'))).toBe(`We serve every state except ${SERVICE_AREA.unserved.name}.`);
  });

  it('follows the setting to another state', () => {
    const area = serviceAreaWithout('hi');
    expect(area.unserved.name).toBe('Hawaii');
    expect(area.served.map((state) => state.code)).toContain('AK');
    expect(area.served.map((state) => state.code)).not.toContain('HI');
    expect(area.headline(textsIn('en'))).toBe('49 out of 50 States');
    expect(area.summary(textsIn('en'))).toBe('We serve every state except Hawaii.');
    expect(area.headline(textsIn('es'))).toBe('49 de 50 estados');
    expect(area.summary(textsIn('es'))).toBe('Atendemos en todos los estados excepto Hawái.');
  });

  it('refuses a code that is not a state', () => {
    expect(() => serviceAreaWithout('DC')).toThrow(/Unknown state code/);
    expect(() => serviceAreaWithout('')).toThrow(/Unknown state code/);
  });
});
