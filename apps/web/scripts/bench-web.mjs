// npm run bench:web — a benchmark, not a test. Prints:
//  1. JavaScript (gzip) for the first screen, and for the whole path a farmer takes to a first
//     answer (language → login → OTP → chat), from the build manifest;
//  2. Lighthouse (default mobile throttling, Debian Chromium) on the language chooser, login and chat;
//  3. axe-core's serious and critical violations on every screen.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** A chunk and every chunk it imports statically (what the browser must fetch before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const sizeOf = (keys) => [...keys].reduce((sum, k) => sum + gzip(manifest[k].file), 0);
const find = (name) => Object.keys(manifest).find((k) => k.endsWith(name));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const first = closure(entry);
const path_ = new Set(first);
for (const screen of ['LandingAuth.tsx', 'MobileLogin.tsx', 'Otp.tsx', 'ChatScreen.tsx']) closure(find(screen), path_);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('bench:web\n');
console.log(`JavaScript, gzip: first screen ${kb(sizeOf(first))} (budget 100 KB); language → login → OTP → chat ${kb(sizeOf(path_))} (budget 170 KB)`);

if (!fs.existsSync(CHROMIUM)) {
  console.log(`\nLighthouse and axe skipped: no Chromium at ${CHROMIUM}`);
  process.exit(0);
}

const port = await new Promise((resolve) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => { const { port: p } = s.address(); s.close(() => resolve(p)); }); });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'km-bench-web-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TTS_PROVIDER: 'none', WEATHER_PROVIDER: 'none' }, stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) { try { await fetch(`${base}/api/v1/language/`); break; } catch { await new Promise((r) => setTimeout(r, 100)); } }

try {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  console.log('\nLighthouse (mobile, simulated slow 4G, 4× CPU slowdown):');
  console.log('page'.padEnd(24), 'perf'.padStart(5), 'LCP s'.padStart(6), 'a11y'.padStart(5), 'best'.padStart(5));
  for (const page of ['/', '/loginwithmobile', '/landingwithoutlogin']) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    try {
      const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
      const c = result.lhr.categories;
      const lcp = result.lhr.audits['largest-contentful-paint'].numericValue / 1000;
      console.log(page.padEnd(24), String(Math.round(c.performance.score * 100)).padStart(5), lcp.toFixed(2).padStart(6),
        String(Math.round(c.accessibility.score * 100)).padStart(5), String(Math.round(c['best-practices'].score * 100)).padStart(5));
    } finally {
      await chrome.kill();
    }
  }

  const { chromium } = await import('playwright-core');
  const axeSource = fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const pages = ['/', '/landingauth', '/loginwithmobile', '/signupwithmobile', '/loginwithemail', '/signupwithemail', '/emailverify', '/landingwithoutlogin',
    '/menuwithoutlogin', '/explorechats', '/profile/changeLanguage', '/privacy', '/nowhere'];
  const guarded = ['/pragya', '/dehathome', '/chathistory', '/menuLoggedIn', '/myorder', '/orderdetails'];
  console.log('\naxe-core, serious or critical violations per screen (light and dark):');
  let total = 0;
  for (const scheme of ['light', 'dark']) {
    // bypassCSP: axe is injected as an inline script, which the app's CSP rightly blocks.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme: scheme, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.evaluate(() => localStorage.setItem('accessToken', 'bench-token-that-the-server-refuses-but-the-guard-lets-through'));
    for (const p of [...pages, ...guarded]) {
      await page.goto(`${base}${p}`);
      await page.waitForTimeout(400);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const r = await window.axe.run(document, { resultTypes: ['violations'] });
        return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
      });
      total += violations.length;
      if (violations.length) console.log(`  ${scheme} ${p}: ${violations.join(', ')}`);
      if (!page.url().includes(p) && guarded.includes(p)) await page.evaluate(() => localStorage.setItem('accessToken', 'bench-token'));
    }
    await context.close();
  }
  console.log(`  total: ${total}`);
  await browser.close();
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
