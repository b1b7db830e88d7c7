// `npm run dev`: the reference API (API_PORT, 8081; restarted when server/ changes) and Vite's dev
// server with hot reload (PORT, 5173), which forwards every path the API owns to it. Prints the one
// address to open: http://acme.localhost:5173.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 5173);
const apiPort = process.env.API_PORT ?? '8081';
const apiTarget = `http://127.0.0.1:${apiPort}`;
const workspace = process.env.WORKSPACE ?? 'acme';

const api = spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'server/main.ts'], {
  stdio: 'inherit',
  // The API's own address is not one to open: it logs only warnings and errors here.
  env: { ...process.env, PORT: apiPort, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});

process.env.API_TARGET = apiTarget;
const vite = await createServer({
  clearScreen: false,
  server: { port, strictPort: true },
  // The smoke test starts from an empty dependency cache, as a fresh clone does.
  ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await vite.close();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
api.on('exit', (code) => void stop(code ?? 1));

async function apiAnswers() {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${apiTarget}/healthz`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

try {
  await vite.listen();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
if (!(await apiAnswers())) {
  console.error(`The reference API did not start on port ${apiPort}.`);
  await stop(1);
}
console.log(`\n  Console: http://${workspace}.localhost:${port}  (hot reload on; Ctrl+C stops)\n`);
