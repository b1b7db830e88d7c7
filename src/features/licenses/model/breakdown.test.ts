import { describe, expect, it } from 'vitest';
import { BREAKDOWN_PARTS, explainChange, roundBreakdown, type ChangeBreakdown } from './breakdown';
import { point } from './points.fixture';

const sumOfParts = (breakdown: ChangeBreakdown) => BREAKDOWN_PARTS.reduce((sum, part) => sum + breakdown[part], 0);

// The day before every change below: 100 licenses at 1,000 a year, 10 of them unassigned.
const before = point('2026-03-01', { annualCost: 100_000, unassignedAnnualCost: 10_000, licenses: 100, unpriced: 0 });

describe('explainChange', () => {
  it('puts a change of licenses in use down to licenses', () => {
    const after = point('2026-03-02', { annualCost: 112_000, unassignedAnnualCost: 10_000, licenses: 112 });
    const breakdown = explainChange(before, after);
    expect(breakdown).toMatchObject({ total: 12_000, licenses: 12_000, unassigned: 0, price: 0, unpriced: 0 });
    expect(breakdown.unexplained).toBe(0);
    expect(breakdown.counts).toEqual({ licenses: 12, unassignedSeats: 0, unpriced: 0 });
    expect(breakdown.problems).toEqual([]);
  });

  it('puts a new price down to price, the unassigned seats costing more included', () => {
    const after = point('2026-03-02', { annualCost: 105_000, unassignedAnnualCost: 10_500, licenses: 100 });
    const breakdown = explainChange(before, after);
    expect(breakdown).toMatchObject({ total: 5000, licenses: 0, unassigned: 0, unpriced: 0 });
    expect(breakdown.price).toBeCloseTo(5000, 9);
    expect(breakdown.pricePerLicense).toEqual({ before: 1000, after: 1050 });
  });

  it('puts seats bought and left unassigned down to unassigned', () => {
    const after = point('2026-03-02', { annualCost: 108_000, unassignedAnnualCost: 18_000, licenses: 108 });
    const breakdown = explainChange(before, after);
    expect(breakdown.total).toBe(8000);
    expect(breakdown.unassigned).toBeCloseTo(8000, 9);
    expect(breakdown.licenses).toBeCloseTo(0, 9);
    expect(breakdown.price).toBeCloseTo(0, 9);
    expect(breakdown.counts.unassignedSeats).toBeCloseTo(8, 9);
  });

  it('shows seats falling unassigned as a shift between parts, with no change in cost', () => {
    const after = point('2026-03-02', { annualCost: 100_000, unassignedAnnualCost: 15_000, licenses: 100 });
    const breakdown = explainChange(before, after);
    expect(breakdown.total).toBe(0);
    expect(breakdown.unassigned).toBeCloseTo(5000, 9);
    expect(breakdown.licenses).toBeCloseTo(-5000, 9);
  });

  it('puts licenses losing their price down to unpriced', () => {
    const after = point('2026-03-02', { annualCost: 97_000, unassignedAnnualCost: 10_000, licenses: 100, unpriced: 3 });
    const breakdown = explainChange(before, after);
    expect(breakdown).toMatchObject({ total: -3000, licenses: 0, unpriced: -3000 });
    expect(breakdown.price).toBeCloseTo(0, 9);
    expect(breakdown.unassigned).toBeCloseTo(0, 9);
  });

  it('adds up to the change whatever moves together', () => {
    // A small deterministic sweep of days moving every field at once.
    for (let i = 1; i <= 60; i += 1) {
      const licenses = 80 + ((i * 7) % 41);
      const unpriced = (i * 3) % 9;
      const price = 900 + ((i * 37) % 300);
      const annualCost = (licenses - unpriced) * price;
      const after = point('2026-03-02', {
        licenses,
        unpriced,
        annualCost,
        unassignedAnnualCost: annualCost * (((i * 13) % 20) / 100),
      });
      const breakdown = explainChange(before, after);
      expect(breakdown.unexplained).toBe(0);
      expect(sumOfParts(breakdown)).toBeCloseTo(breakdown.total, 6);
    }
  });

  it('explains a drop to a day without licenses', () => {
    const after = point('2026-03-02', { annualCost: 0, unassignedAnnualCost: 0, licenses: 0 });
    const breakdown = explainChange(before, after);
    expect(breakdown.total).toBe(-100_000);
    expect(breakdown.licenses).toBeCloseTo(-90_000, 9);
    expect(breakdown.unassigned).toBeCloseTo(-10_000, 9);
    expect(breakdown.price).toBe(0);
    expect(breakdown.unexplained).toBe(0);
    expect(breakdown.pricePerLicense.after).toBeNull();
  });

  it('values the counts at the new price when the first day had no priced license', () => {
    const empty = point('2026-03-01', { annualCost: 0, unassignedAnnualCost: 0, licenses: 0 });
    const after = point('2026-03-02', { annualCost: 20_000, unassignedAnnualCost: 0, licenses: 20 });
    const breakdown = explainChange(empty, after);
    expect(breakdown).toMatchObject({
      total: 20_000,
      licenses: 20_000,
      price: 0,
      unexplained: 0,
      referencePrice: 1000,
    });
    expect(breakdown.problems[0]).toContain('no old price');
  });

  it('leaves what contradictory data cannot explain as not explained, and says so', () => {
    // A cost with every license unpriced on both days: no price to value anything at.
    const a = point('2026-03-01', { annualCost: 500, licenses: 4, unpriced: 4, unassignedAnnualCost: 0 });
    const b = point('2026-03-02', { annualCost: 800, licenses: 4, unpriced: 4, unassignedAnnualCost: 0 });
    const breakdown = explainChange(a, b);
    expect(breakdown.unexplained).toBe(300);
    expect(sumOfParts(breakdown)).toBe(300);
    expect(breakdown.problems[0]).toContain('cannot be split');

    // A cost on a day whose licenses were all unpriced, the other day priced.
    const c = point('2026-03-03', { annualCost: 1000, licenses: 2, unpriced: 0, unassignedAnnualCost: 0 });
    const contradiction = explainChange(a, c);
    expect(sumOfParts(contradiction)).toBeCloseTo(contradiction.total, 9);
    expect(contradiction.unexplained).not.toBe(0);
  });
});

describe('roundBreakdown', () => {
  it('rounds each part and shows what the rounding leaves, so the shown column adds up', () => {
    // 2 licenses at 50, then 5 at 20 with 11 of cost unassigned, in a currency without decimals:
    // licenses 122.5, unassigned 27.5 and price −150 round to 123, 28 and −150, one more than 0.
    const a = point('2026-03-01', { annualCost: 100, unassignedAnnualCost: 0, licenses: 2 });
    const b = point('2026-03-02', { annualCost: 100, unassignedAnnualCost: 11, licenses: 5 });
    const rounded = roundBreakdown(explainChange(a, b), 0);
    expect(rounded).toEqual({
      total: 0,
      parts: { licenses: 123, unassigned: 28, price: -150, unpriced: 0, unexplained: 0 },
      rounding: -1,
    });
  });

  it('has no rounding line when the parts are whole', () => {
    const after = point('2026-03-02', { annualCost: 112_000, unassignedAnnualCost: 10_000, licenses: 112 });
    expect(roundBreakdown(explainChange(before, after), 2).rounding).toBe(0);
    expect(roundBreakdown(explainChange(before, after), 0).parts.licenses).toBe(12_000);
  });
});
