import { describe, expect, it } from 'vitest';
import { chartGeometry, dayAtOffset, offsetOfDay, offsetOfValue, stepAfterPath, xDomain } from './chart-geometry';

describe('chart geometry', () => {
  it('lays out both charts on the same plot width', () => {
    const wide = chartGeometry(1100);
    expect(wide.narrow).toBe(false);
    expect(wide.plotLeft + wide.plotWidth).toBe(1100 - 16);
    expect(wide.licensesPlotTop).toBeGreaterThan(wide.costHeight);
    expect(chartGeometry(330).narrow).toBe(true);
  });

  it('turns pixels into days and back', () => {
    expect(dayAtOffset(0, 300, 100, 130)).toBe(100);
    expect(dayAtOffset(300, 300, 100, 130)).toBe(130);
    expect(dayAtOffset(149, 300, 100, 130)).toBe(115);
    expect(offsetOfDay(115, 300, 100, 130)).toBe(150);
    for (let day = 100; day <= 130; day += 1) {
      expect(dayAtOffset(offsetOfDay(day, 300, 100, 130), 300, 100, 130)).toBe(day);
    }
  });

  it('clamps pixels outside the plot to the range', () => {
    expect(dayAtOffset(-40, 300, 100, 130)).toBe(100);
    expect(dayAtOffset(900, 300, 100, 130)).toBe(130);
  });

  it('centres a single day', () => {
    expect(xDomain(5, 5)).toEqual([4.5, 5.5]);
    expect(offsetOfDay(5, 300, 5, 5)).toBe(150);
    expect(dayAtOffset(10, 300, 5, 5)).toBe(5);
  });

  it('places values from the top of the plot', () => {
    expect(offsetOfValue(0, 200, 1000)).toBe(200);
    expect(offsetOfValue(1000, 200, 1000)).toBe(0);
    expect(offsetOfValue(500, 200, 1000, 500)).toBe(200);
    expect(offsetOfValue(250, 200, 1000)).toBe(150);
  });
});

describe('stepAfterPath', () => {
  it('holds each value until the next point', () => {
    expect(
      stepAfterPath([
        { x: 0, y: 10 },
        { x: 5, y: 10 },
        { x: 10, y: 4 },
        { x: 12.34, y: 4.56 },
      ]),
    ).toBe('M0,10H5H10V4H12.3V4.6');
  });

  it('breaks at a point without a value', () => {
    expect(
      stepAfterPath([
        { x: 0, y: 1 },
        { x: 1, y: 2 },
        { x: 2, y: null },
        { x: 3, y: 5 },
        { x: 4, y: 5 },
      ]),
    ).toBe('M0,1H1V2M3,5H4');
  });

  it('draws nothing without values', () => {
    expect(stepAfterPath([])).toBe('');
    expect(stepAfterPath([{ x: 1, y: null }])).toBe('');
  });
});
