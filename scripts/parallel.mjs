// `node scripts/parallel.mjs <task>…`: runs the package's scripts at once, prints each one's output
// whole as it finishes, with its time, then a summary. Fails when any of them fails; every one runs
// to the end, so one run shows every failure.
//
// A task is an npm script's name, or names joined by `+` (`test:build+test:e2e`), run one after the
// other while the rest run beside them, stopping at the first that fails. `--lead <task>`: that task
// prints its output as it comes (so the long one shows its progress) and has the processor first:
// the others run 10 steps of niceness lower, on what it leaves idle. `npm test` runs the static
// checks, the unit tests and the build at once, then the end-to-end tests alone: beside the checks,
// the heaviest browser tests ran out of time (docs/testing.md).
import { spawn } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';

/** `12.3 s`, or `1 min 02.3 s` from a minute on. */
function formatSeconds(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${(seconds - minutes * 60).toFixed(1).padStart(4, '0')} s`;
}

/** One line per script, in the order given: passed or failed, and how long it took. */
function summaryLines(results) {
  const width = Math.max(...results.map((result) => result.name.length));
  return results.map(
    ({ name, code, ms }) =>
      `${code === 0 ? 'passed' : 'FAILED'}  ${name.padEnd(width)}  ${formatSeconds(ms)}${code === 0 ? '' : ` (exit ${code})`}`,
  );
}

/**
 * Runs `npm run <name>`, its stdout and stderr kept together; the lead's passed on at once, the others
 * at a lower priority (which their own child processes inherit).
 */
function runScript(name, lead) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours as on a terminal when this runs on one (the output passes through a pipe).
      env: process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    if (!lead && child.pid) setPriority(child.pid, Math.min(19, getPriority() + 10));
    const output = [];
    // Live output goes on in whole lines, so that another task's block never lands mid-line.
    let partial = '';
    const take = (chunk) => {
      if (!lead) return output.push(chunk);
      const text = partial + chunk.toString();
      const end = text.lastIndexOf('\n') + 1;
      partial = text.slice(end);
      if (end) process.stdout.write(text.slice(0, end));
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => take(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      if (partial) process.stdout.write(`${partial}\n`);
      const ms = performance.now() - started;
      resolve({ name, code: code ?? (signal ? 128 : 1), ms, output: Buffer.concat(output).toString() });
    });
  });
}

/** Runs a task: its scripts one after the other, up to the first that fails. */
async function run(task, lead) {
  const started = performance.now();
  const outputs = [];
  let code = 0;
  for (const name of task.split('+')) {
    const result = await runScript(name, lead);
    outputs.push(result.output);
    code = result.code;
    if (code !== 0) break;
  }
  return { name: task, code, ms: performance.now() - started, output: outputs.join('') };
}

/** The tasks, and which of them leads (`--lead <task>`). */
function parseArguments(args) {
  const tasks = [];
  let lead;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--lead') lead = args[++i];
    if (args[i]) tasks.push(args[i]);
  }
  return { tasks, lead };
}

async function main(args) {
  const { tasks: names, lead } = parseArguments(args);
  if (names.length === 0) {
    console.error('usage: node scripts/parallel.mjs [--lead <task>] <task>… (a task: script[+script…])');
    return 2;
  }
  const started = performance.now();
  const results = await Promise.all(
    names.map((name) =>
      run(name, name === lead).then((result) => {
        const verdict = result.code === 0 ? 'passed' : 'FAILED';
        process.stdout.write(`\n── ${name}: ${verdict} in ${formatSeconds(result.ms)} ──\n${result.output}`);
        if (result.output && !result.output.endsWith('\n')) process.stdout.write('\n');
        return result;
      }),
    ),
  );
  console.log(`\n${summaryLines(results).join('\n')}\n(all at once: ${formatSeconds(performance.now() - started)})`);
  return results.every((result) => result.code === 0) ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
