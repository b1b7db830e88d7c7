import { describe, expect, it } from 'vitest';
import { connectorScale } from './connector-scale';

describe('connectorScale', () => {
  it('keeps connectors between their width and a fifth more on screen, at any zoom', () => {
    for (let zoom = 0.01; zoom <= 1.6; zoom *= 1.07) {
      const onScreen = connectorScale(zoom) * zoom;
      expect(onScreen).toBeGreaterThanOrEqual(1 - 1e-9);
      expect(onScreen).toBeLessThan(1.2);
    }
  });

  it('changes in a few steps, not with every frame of a zoom', () => {
    const values = new Set<number>();
    for (let zoom = 0.3; zoom <= 1; zoom += 0.001) values.add(connectorScale(zoom));
    expect(values.size).toBeLessThanOrEqual(8);
    expect(connectorScale(1)).toBe(1);
    expect(connectorScale(0.5)).toBe(2);
  });

  it('draws at the plain width for a zoom it cannot use', () => {
    expect(connectorScale(0)).toBe(1);
    expect(connectorScale(Number.NaN)).toBe(1);
  });
});
