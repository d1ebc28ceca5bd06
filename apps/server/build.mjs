// Bundles the server and the workspace packages it imports into dist/main.js. Registry
// dependencies stay external (native modules such as better-sqlite3 can't be bundled).
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@krishimitra/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// The thinking pool's worker (src/assistant/pool/worker.ts) is its own bundle beside main.js.
await build({
  entryPoints: ['src/assistant/pool/worker.ts'],
  outfile: 'dist/engine-worker.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// The speech worker runs in its own thread from its own file (plain JavaScript), beside main.js.
copyFileSync('src/assistant/providers/espeak-worker.mjs', 'dist/espeak-worker.mjs');
