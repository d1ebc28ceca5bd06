import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Emits sw.js with the list of built files, so the installed app's shell opens offline.
 * (Hand-written: a precache list and three fetch rules don't need a Workbox toolchain.)
 */
function serviceWorker(): Plugin {
  return {
    name: 'krishimitra-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The shell: entry chunks, their CSS and the English strings; other languages and fonts are cached on use.
      const shell = Object.values(bundle)
        .filter((f) => (f.type === 'chunk' && f.isEntry) || f.fileName.endsWith('.css') || /locales\/en|en-.*\.js$/.test(f.fileName))
        .map((f) => `/${f.fileName}`);
      const version = Object.keys(bundle).sort().join('|');
      let hash = 0;
      for (const ch of version) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const CACHE = 'km-${hash.toString(36)}';\nconst SHELL = ${JSON.stringify(['/', '/manifest.webmanifest', '/icon.svg', ...nameFonts(), ...shell])};\n${SW_BODY}`,
      });
    },
  };
}

/**
 * Emits preloads.json: for each page path the app preloads (routes.tsx's PRELOAD table), the
 * files its screen needs beyond the entry. The server puts them in that page's HTML as
 * modulepreload links, so the screen's code downloads alongside the main bundle instead of after it.
 */
function routePreloads(): Plugin {
  const routesFile = fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url));
  return {
    name: 'krishimitra-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const table = [...fs.readFileSync(routesFile, 'utf8').matchAll(/'(\/[^']*)': \(\) => import\('([^']+)'\)/g)]
        .map(([, route, source]) => [route!, path.resolve(path.dirname(routesFile), source!)] as const);
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      const entryFiles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
      const filesOf = (fileName: string, seen = new Set<string>()): string[] => {
        const chunk = chunks.find((c) => c.fileName === fileName);
        if (!chunk || seen.has(fileName) || entryFiles.has(fileName)) return [];
        seen.add(fileName);
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        return [fileName, ...css, ...chunk.imports.flatMap((i) => filesOf(i, seen))];
      };
      const preloads: Record<string, string[]> = {};
      for (const [route, source] of table) {
        const chunk = chunks.find((c) => c.facadeModuleId === source);
        if (chunk) preloads[route] = [...new Set(filesOf(chunk.fileName))].map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: JSON.stringify(preloads, null, 1) });
    },
  };
}

/**
 * Writes a Brotli and a gzip copy beside every text file of the build, once, at build time; the
 * server sends the copy the phone accepts (a third of the bytes on a slow link, no CPU per request).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'krishimitra-precompress',
    apply: 'build',
    configResolved(config) { outDir = path.resolve(config.root, config.build.outDir); },
    closeBundle() {
      const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true })
        .flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|svg|json|webmanifest|html|txt)$/.test(f))) {
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** The tiny language-name fonts in public/fonts: part of the shell, so the chooser reads right offline. */
const nameFonts = () => fs.readdirSync(new URL('./public/fonts', import.meta.url)).map((f) => `/fonts/${f}`);

const SW_BODY = `
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(SHELL)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  if (event.request.mode === 'navigate') {
    // Pages: the network when there is one, else the cached shell (the app says it is offline).
    event.respondWith(fetch(event.request).catch(() => caches.match('/')));
    return;
  }
  // Built files are content-hashed: cache first, and keep what was fetched (fonts, languages).
  event.respondWith(caches.match(event.request).then((hit) => hit || fetch(event.request).then((res) => {
    if (res.ok && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/static/'))) {
      const copy = res.clone();
      caches.open(CACHE).then((c) => c.put(event.request, copy));
    }
    return res;
  })));
});
`;

export default defineConfig({
  // React code, Preact runtime: the same components for a third of the JavaScript (the phone budget).
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  esbuild: { jsx: 'automatic' },
  build: {
    target: 'es2020',
    manifest: true,
    assetsInlineLimit: 0,
    rollupOptions: { output: { manualChunks: undefined } },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/static': 'http://localhost:8080' } },
  plugins: [serviceWorker(), routePreloads(), precompress()],
});
