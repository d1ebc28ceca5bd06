import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app's files: hashed assets cached for a year, sw.js always revalidated.
 * Returns index.html for the not-found handler to give to page paths, or null when not built.
 */
export async function serveWeb(app: FastifyInstance, dist: string | undefined): Promise<Buffer | null> {
  const index = dist ? path.join(dist, 'index.html') : '';
  if (!dist || !fs.existsSync(index)) {
    app.log.warn({ dist }, 'web app not built: serving the API only (run npm run build)');
    return null;
  }
  const html = fs.readFileSync(index);
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      const name = path.basename(file);
      res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable'
        : name === 'sw.js' ? 'no-cache' : 'public, max-age=3600');
    },
  });
  return html;
}
