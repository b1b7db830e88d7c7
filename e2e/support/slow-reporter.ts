import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { slowestLines } from '../../scripts/test-run-summary';

/**
 * Added next to the list reporter (playwright.config.ts): prints the ten slowest tests at the end,
 * each with its time (every attempt counted), so the next one to speed up is named in every run.
 */
export default class SlowReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(_result: FullResult): void {
    const timed = (this.suite?.allTests() ?? []).map((test) => ({
      title: test.titlePath().filter(Boolean).join(' › '),
      ms: test.results.reduce((sum, result) => sum + result.duration, 0),
    }));
    const lines = slowestLines('\nThe 10 slowest tests:', timed);
    if (lines.length > 0) console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
