import path from 'node:path';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

describe('vite.config.ts', () => {
  it('loads without a warning: `npm run dev`, `npm test` and the build print none before their own output', async () => {
    const warnings: string[] = [];
    const logger: Logger = {
      ...createLogger('warn'),
      warn: (message) => void warnings.push(message),
      warnOnce: (message) => void warnings.push(message),
    };
    const root = path.resolve(import.meta.dirname, '..');
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      path.join(root, 'vite.config.ts'),
      root,
      'warn',
      logger,
    );
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  }, 30_000);
});
