// `npm start`: builds the console, then serves it with the reference API and the seeded demo
// workspace. Open the address it prints (http://acme.localhost:8080 by default; PORT changes it).
import { spawn, spawnSync } from 'node:child_process';
import { referenceApiArguments } from './reference-api.mjs';

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, referenceApiArguments, { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
