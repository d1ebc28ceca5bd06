// Bundles the server and the workspace packages it imports into dist/main.js. Registry
// dependencies stay external (native modules such as better-sqlite3 can't be bundled).
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@krishimitra/'));

// The server, and the thinking pool's worker (src/assistant/pool/worker.ts) as its own bundle beside it.
const bundle = (entry, outfile) => build({
  entryPoints: [entry], outfile, bundle: true, platform: 'node', target: 'node20', format: 'esm', sourcemap: true, external, logLevel: 'warning',
});
await bundle('src/main.ts', 'dist/main.js');
await bundle('src/assistant/pool/worker.ts', 'dist/engine-worker.js');

// The speech worker runs in its own thread from its own file (plain JavaScript), beside main.js.
copyFileSync('src/assistant/providers/espeak-worker.mjs', 'dist/espeak-worker.mjs');
