// `npm run dev`: the reference API on API_PORT (8081) and Vite's dev server with hot reload on
// PORT (5173), which forwards /api to it. Open http://acme.localhost:5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('node_modules/.bin/vite', ['--port', process.env.PORT ?? '5173', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
for (const child of children) child.on('exit', (code) => process.exit(code ?? 0));
