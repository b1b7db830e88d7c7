import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'parallel.mjs');
const project = mkdtempSync(path.join(tmpdir(), 'parallel-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const node = (code: string) => `node --input-type=module -e "${code.replaceAll('"', '\\"')}"`;

/**
 * `left` and `right` each leave a mark, then wait for the other's (up to 15 s): both pass only when
 * they run at the same time. `fast` ends at once; `broken` says why and fails.
 */
const meet = (me: string, other: string) =>
  node(
    `import { existsSync, writeFileSync } from 'node:fs'; console.log('${me} starts'); writeFileSync('${me}.mark', ''); ` +
      `for (let i = 0; i < 150 && !existsSync('${other}.mark'); i++) await new Promise((r) => setTimeout(r, 100)); ` +
      `if (!existsSync('${other}.mark')) process.exit(4); console.log('${me} met ${other}')`,
  );
writeFileSync(
  path.join(project, 'package.json'),
  JSON.stringify({
    name: 'parallel-fixture',
    private: true,
    scripts: {
      left: meet('left', 'right'),
      right: meet('right', 'left'),
      fast: node(`console.log('fast starts'); console.log('fast ends')`),
      broken: node(`console.error('broken says why'); process.exit(3)`),
    },
  }),
);

function parallel(...names: string[]) {
  return spawnSync('node', [script, ...names], { cwd: project, encoding: 'utf8' });
}

describe('scripts/parallel.mjs', () => {
  it('runs the scripts at once, prints each one whole with its time, and passes when all pass', () => {
    const run = parallel('left', 'fast', 'right');
    expect(run.status, run.stdout + run.stderr).toBe(0);
    // Each output is printed in one block, never interleaved with another's.
    expect(run.stdout).toMatch(/── left: passed in \d+\.\d s ──\nleft starts\nleft met right\n/);
    expect(run.stdout).toMatch(/── right: passed in \d+\.\d s ──\nright starts\nright met left\n/);
    expect(run.stdout).toMatch(/── fast: passed in \d+\.\d s ──\nfast starts\nfast ends\n/);
    // The summary keeps the order given.
    expect(run.stdout).toMatch(/passed {2}left +\d+\.\d s\npassed {2}fast +\d+\.\d s\npassed {2}right +\d+\.\d s\n/);
  }, 30_000);

  it('fails when one script fails, after letting the others finish, and names it with its output', () => {
    const run = parallel('broken', 'fast');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/── broken: FAILED in \d+\.\d s ──\nbroken says why\n/);
    expect(run.stdout).toContain('fast ends');
    expect(run.stdout).toMatch(/FAILED {2}broken +\d+\.\d s \(exit 3\)/);
  }, 20_000);

  it('asks for at least one script', () => {
    const run = parallel();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage:');
  });
});
