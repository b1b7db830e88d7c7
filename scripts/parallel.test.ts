import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
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
      never: node(`console.log('never runs')`),
      priority: node(`import { getPriority } from 'node:os'; console.log('priority ' + getPriority())`),
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

  it('runs the scripts of a task joined by + one after the other, beside the other tasks', () => {
    const run = parallel('left', 'fast+right');
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /── fast\+right: passed in \d+\.\d s ──\nfast starts\nfast ends\nright starts\nright met left\n/,
    );
  }, 30_000);

  it('stops a task at its first failing script', () => {
    const run = parallel('broken+never', 'fast');
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('never runs');
    expect(run.stdout).toMatch(/FAILED {2}broken\+never +\d+\.\d s \(exit 3\)/);
  }, 20_000);

  it('prints the lead task as it runs: its lines come before a task that ends after them', () => {
    const run = parallel('--lead', 'fast', 'left', 'right');
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout.indexOf('fast ends')).toBeLessThan(run.stdout.indexOf('── fast: passed'));
    expect(run.stdout).toMatch(/passed {2}fast +\d+\.\d s\n/);
  }, 30_000);

  it('runs the tasks beside the lead at a lower priority, and the lead at its own', () => {
    const own = getPriority();
    const lowered = parallel('--lead', 'fast', 'priority');
    expect(lowered.stdout).toContain(`priority ${Math.min(19, own + 10)}`);
    const leading = parallel('--lead', 'priority', 'fast');
    expect(leading.stdout).toContain(`priority ${own}`);
  }, 20_000);

  it('asks for at least one script', () => {
    const run = parallel();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage:');
  });
});
