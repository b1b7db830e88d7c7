import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Handler } from 'hono';
import { negotiateEncoding } from './compress';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const notBuilt = 'The console is not built yet. Run `npm run build`, then reload this page.\n';

/** Serves the built console; paths without an extension fall back to index.html (client routing). */
export function serveConsole(staticDir: string): Handler {
  const root = path.resolve(staticDir);

  const fileAt = (urlPath: string): string | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
    if (file !== root && !file.startsWith(root + path.sep)) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  };

  return (c) => {
    const urlPath = c.req.path;
    const index = path.join(root, 'index.html');
    const file = fileAt(urlPath);
    if (file && path.basename(file) !== 'index.html') {
      const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      const cacheControl = urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      const headers = { 'Content-Type': type, 'Cache-Control': cacheControl };
      // Precompressed at build time (`file.br`, `file.gz` beside it): sent as is when the client takes it.
      const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
      const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
      if (suffix !== null && existsSync(file + suffix)) {
        return c.body(readFileSync(file + suffix), 200, {
          ...headers,
          'Content-Encoding': encoding!,
          Vary: 'Accept-Encoding',
        });
      }
      return c.body(readFileSync(file), 200, headers);
    }
    if (path.posix.extname(urlPath) !== '' && !urlPath.endsWith('/index.html')) {
      return c.text('Not found\n', 404, { 'Cache-Control': 'no-cache' });
    }
    if (!existsSync(index)) return c.text(notBuilt, 200, { 'Cache-Control': 'no-cache' });
    return c.body(readFileSync(index), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  };
}
