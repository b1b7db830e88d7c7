import { describe, expect, it } from 'vitest';
import { flakyLines } from './flaky-reporter';

const test = (outcome: 'expected' | 'flaky' | 'unexpected', statuses: string[], title: string) => ({
  titlePath: () => ['', 'chromium', 'shell.spec.ts', title],
  outcome: () => outcome,
  results: statuses.map((status) => ({
    status,
    error: status === 'passed' ? undefined : { message: 'Timed out\nmore' },
  })),
});

describe('flaky tests in the run output', () => {
  it('names each test that passed only on a retry, with its first failure', () => {
    const lines = flakyLines([
      test('expected', ['passed'], 'steady'),
      test('flaky', ['failed', 'passed'], 'wobbly'),
      test('unexpected', ['failed', 'failed'], 'broken'),
    ] as never);
    expect(lines).toEqual(['FLAKY: chromium › shell.spec.ts › wobbly (passed on retry 1; first failure: Timed out)']);
  });
});
