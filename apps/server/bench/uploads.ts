// npm run bench:uploads — a measurement, not a test: the server's peak memory (VmHWM) while 12
// farmers upload a 50 MB video at once (issue 10, item 5: 320 → 979 MB when uploads were read
// into memory). The server runs as its own process, as `npm start` runs it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from '../test/processes.ts';

const PARALLEL = 12;
const SIZE = 50 * 1024 * 1024 - 4096;
const peakMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const server = await launch({
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'km-bench-uploads-')), TTS_PROVIDER: 'none',
  RATE_UPLOADS_PER_IP_PER_HOUR: '1000', RATE_UPLOADS_PER_HOUR: '1000', RATE_SESSIONS_PER_IP_PER_HOUR: '1000', MEDIA_QUOTA_MB_PER_SESSION: '1000',
});
try {
  const pid = server.child.pid!;
  await fetch(`${server.base}/language/`);
  const before = rssMb(pid);
  // An MP4's first bytes (a 'ftyp' box), then filler.
  const video = Buffer.alloc(SIZE, 7);
  Buffer.from('000000186674797069736f6d0000020069736f6d', 'hex').copy(video);
  const statuses = await Promise.all(Array.from({ length: PARALLEL }, async () => {
    const session = ((await (await fetch(`${server.base}/chat/create-session/anonymous/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ language_id: 1, config_id: 1 }) })).json()) as { session_id: string }).session_id;
    const form = new FormData();
    form.set('session_id', session);
    form.set('text', 'see my field');
    form.set('video', new Blob([video], { type: 'video/mp4' }), 'field.mp4');
    return (await fetch(`${server.base}/chat/anonymous/`, { method: 'POST', body: form })).status;
  }));
  console.log(`bench:uploads — ${PARALLEL} parallel uploads of ${(SIZE / 1024 / 1024).toFixed(0)} MB, node ${process.version}`);
  console.log(`statuses: ${statuses.join(' ')}`);
  console.log(`server memory: ${before.toFixed(0)} MB before, peak ${peakMb(pid).toFixed(0)} MB (VmHWM), ${rssMb(pid).toFixed(0)} MB after`);
} finally {
  await server.stop();
}
