import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The HTML of a page path: index.html, with the path's screen code linked for preloading. */
export type PageHtml = (pathname: string) => Buffer;

/**
 * index.html with modulepreload links for each path in the build's preloads.json, so a phone opening
 * /loginwithmobile fetches the login screen's code alongside the main bundle rather than after it.
 */
function pagesFrom(dist: string, html: Buffer): PageHtml {
  const file = path.join(dist, 'preloads.json');
  const preloads: Record<string, string[]> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const pages = new Map<string, Buffer>();
  for (const [route, files] of Object.entries(preloads)) {
    const links = files.filter((f) => /^\/assets\/[\w.-]+\.js$/.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('');
    pages.set(route, Buffer.from(html.toString('utf8').replace('</head>', `${links}</head>`)));
  }
  return (pathname) => pages.get(pathname.replace(/\/$/, '') || '/') ?? html;
}

/**
 * Serves the built web app's files: hashed assets cached for a year, sw.js always revalidated.
 * Returns the page HTML for the not-found handler to give to page paths, or null when not built.
 */
export async function serveWeb(app: FastifyInstance, dist: string | undefined): Promise<PageHtml | null> {
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
    // The build's .br/.gz copies, when the phone accepts them.
    preCompressed: true,
    // Our own Cache-Control below; the plugin's default would overwrite it with max-age=0.
    cacheControl: false,
    setHeaders(res, file) {
      const name = path.basename(file).replace(/\.(br|gz)$/, '');
      res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable'
        : name === 'sw.js' ? 'no-cache' : 'public, max-age=3600');
    },
  });
  return pagesFrom(dist, html);
}
