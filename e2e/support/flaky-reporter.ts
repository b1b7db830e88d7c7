import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';

type Retried = Pick<TestCase, 'titlePath' | 'outcome' | 'results'>;

/** One line per test that failed and then passed on a retry, so CI's retries do not hide flakiness. */
export function flakyLines(tests: readonly Retried[]): string[] {
  return tests
    .filter((test) => test.outcome() === 'flaky')
    .map((test) => {
      const title = test.titlePath().filter(Boolean).join(' › ');
      const firstError = test.results.find((result) => result.status !== 'passed')?.error?.message;
      const cause = firstError ? `; first failure: ${stripVTControlCharacters(firstError).split('\n')[0]}` : '';
      return `FLAKY: ${title} (passed on retry ${test.results.length - 1}${cause})`;
    });
}

/** Added next to the list reporter (playwright.config.ts): prints the flaky tests at the end. */
export default class FlakyReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(_result: FullResult): void {
    const lines = flakyLines(this.suite?.allTests() ?? []);
    if (lines.length === 0) return;
    console.log(`\n${lines.length} flaky test${lines.length === 1 ? '' : 's'} (failed, then passed on retry):`);
    for (const line of lines) console.log(line);
  }

  printsToStdio(): boolean {
    return false;
  }
}
