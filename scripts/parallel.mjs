// `node scripts/parallel.mjs <npm script>…`: runs the package's scripts at once (`npm test` runs the
// static checks this way: each is one process on one core, so side by side they finish in the time
// of the longest), prints each one's output whole as it finishes, with its time, then a summary.
// Fails when any of them fails; every one runs to the end, so one run shows every failure.
import { spawn } from 'node:child_process';

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

/** Runs `npm run <name>`, its stdout and stderr kept together in one buffer. */
function run(name) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours as on a terminal when this runs on one (the output passes through a pipe).
      env: process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const ms = performance.now() - started;
      resolve({ name, code: code ?? (signal ? 128 : 1), ms, output: Buffer.concat(output).toString() });
    });
  });
}

async function main(names) {
  if (names.length === 0) {
    console.error('usage: node scripts/parallel.mjs <npm script>…');
    return 2;
  }
  const started = performance.now();
  const results = await Promise.all(
    names.map((name) =>
      run(name).then((result) => {
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
