import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = fs.existsSync(CHROMIUM);
export const SHOTS = path.join(root, 'test-results', 'screens');

const freePort = () => new Promise<number>((resolve) => {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as net.AddressInfo;
    srv.close(() => resolve(port));
  });
});

/** The built server (API + web app) as `npm start` runs it, with its log kept for OTP codes. */
export async function startServer(env: Record<string, string> = {}) {
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm test does it)');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'km-e2e-'));
  const port = await freePort();
  const log: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'info', WEATHER_PROVIDER: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => log.push(...chunk.toString().split('\n'));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const deadline = Date.now() + 60_000; // a ceiling against a hang; a busy machine starts slowly
  while (!log.some((l) => l.includes('Krishimitra is serving'))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${log.join('\n')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    /** Its data folder: the back office's CLI adds operators there. */
    dataDir,
    /** The newest code the console SMS provider printed for this number. */
    async otpFor(mobile: string) {
      for (let i = 0; i < 600; i++) {
        const line = [...log].reverse().find((l) => l.includes(`for +91 ${mobile}`));
        const code = line?.match(/OTP (\d{6})/)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no OTP for ${mobile} in the log`);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
