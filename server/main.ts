import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readServerConfig, type ServerConfig } from './config';
import { openDatabase } from './db/open';
import { applySeeds } from './seed';
import { createWorkspaceStore } from './store/workspaces';

function configOrExit(): ServerConfig {
  try {
    return readServerConfig();
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const config = configOrExit();
if (!config.app.devSignIn) {
  console.warn('Sign-in: no provider is enabled (the development one is off; DEV_SIGN_IN=on turns it on).');
} else if (process.env.NODE_ENV === 'production') {
  console.warn('DEV_SIGN_IN=on: anyone who reaches a workspace can sign in as any of its members.');
}
const db = openDatabase(config.database);
for (const line of applySeeds(db, config.seeds, config.app.secretsKey)) {
  if (config.app.logLevel === 'info') console.log(`Seed ${line}`);
}
const app = createApp({ db, config: config.app });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  // Quiet below info: `npm run dev` names the dev server's address instead.
  if (config.app.logLevel !== 'info' && config.app.logLevel !== 'debug') return;
  const workspaces = createWorkspaceStore(db)
    .list()
    .map((workspace) => workspace.subdomain);
  const first = workspaces[0] ?? 'acme';
  const domain = config.app.serviceDomain;
  console.log(`Console: http://${first}.${domain}:${info.port}`);
  if (workspaces.length > 1)
    console.log(`Workspaces: ${workspaces.map((name) => `http://${name}.${domain}:${info.port}`).join(', ')}`);
});

const shutdown = () => {
  server.close(() => {
    db.close();
    process.exit(0);
  });
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
