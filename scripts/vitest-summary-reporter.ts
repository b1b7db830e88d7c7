import path from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';
import { failureLines, slowestLines } from './test-run-summary';

/**
 * Added next to Vitest's default reporter (vite.config.ts): prints the slowest test files (set-up and
 * import included: the cost of a file of component tests is often there) and the slowest tests, then
 * what failed, last, so that the tail of the output names it.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const root = process.cwd();
    const title = (module: TestModule) => path.relative(root, module.moduleId);
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      return {
        title: title(module),
        ms: d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration,
      };
    });
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        title: `${title(module)} › ${test.fullName}`,
        ms: test.diagnostic()?.duration ?? 0,
      })),
    );
    const failures = [
      ...testModules.flatMap((module) => [
        ...(module.errors() ?? []).map((error) => ({ title: title(module), message: error.message })),
        ...[...module.children.allTests('failed')].map((test) => ({
          title: `${title(module)} › ${test.fullName}`,
          message: test.result().errors?.[0]?.message ?? '',
        })),
      ]),
      ...unhandledErrors.map((error) => ({ title: 'outside any test', message: error.message })),
    ];
    const lines = [
      ...slowestLines('\nThe 5 slowest test files:', files, 5),
      ...slowestLines('\nThe 10 slowest tests:', tests),
      ...failureLines(failures),
    ];
    if (lines.length > 0) console.log(lines.join('\n'));
  }
}
