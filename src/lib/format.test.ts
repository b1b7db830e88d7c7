import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format';

describe('formatQuantity', () => {
  it('writes the noun that agrees with the count', () => {
    expect(formatQuantity(1, 'worker')).toBe('1 worker');
    expect(formatQuantity(0, 'worker')).toBe('0 workers');
    expect(formatQuantity(2, 'person', 'people')).toBe('2 people');
  });

  it('groups the digits as the locale does, or as the caller writes numbers', () => {
    expect(formatQuantity(12345, 'worker')).toBe(`${new Intl.NumberFormat().format(12345)} workers`);
    expect(formatQuantity(1, 'day', 'days', (value) => `#${value}`)).toBe('#1 day');
  });
});
