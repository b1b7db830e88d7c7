import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { slowestLines } from './slowest-tests';

/**
 * Added next to Vitest's default reporter (vite.config.ts): prints the slowest test files (set-up
 * and import included: the cost of a file of component tests is often there) and the slowest tests.
 */
export default class SlowestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const root = process.cwd();
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      return {
        title: path.relative(root, module.moduleId),
        ms: d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration,
      };
    });
    const tests = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        title: `${path.relative(root, module.moduleId)} › ${test.fullName}`,
        ms: test.diagnostic()?.duration ?? 0,
      })),
    );
    const lines = [
      ...slowestLines('\nThe 5 slowest test files:', files, 5),
      ...slowestLines('\nThe 10 slowest tests:', tests),
    ];
    if (lines.length > 0) console.log(lines.join('\n'));
  }
}
