import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type MediaStore } from './store.ts';

/** Media under a local directory; keys are server-made ids, never client filenames. */
export function localMediaStore(root: string): MediaStore {
  const file = (key: string) => path.join(root, checkKey(key));
  /** Writes a temporary file, then renames it: a crash never leaves a half-written file under the real name. */
  const store = async (key: string, write: (tmp: string) => Promise<void>) => {
    const target = file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.tmp-${process.pid}`;
    await write(tmp);
    await fs.rename(tmp, target);
    // The rename is durable only once the directory itself is on disk.
    const dir = await fs.open(path.dirname(target), 'r');
    try { await dir.sync(); } finally { await dir.close(); }
  };
  return {
    put: (key, data) => store(key, async (tmp) => {
      const handle = await fs.open(tmp, 'w');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
    }),
    putFile: (key, source) => store(key, async (tmp) => {
      await fs.copyFile(source, tmp);
      const handle = await fs.open(tmp, 'r+');
      try { await handle.sync(); } finally { await handle.close(); }
    }),
    async read(key) {
      const target = file(key);
      await fs.access(target);
      return createReadStream(target);
    },
    readAll: (key) => fs.readFile(file(key)),
    remove: (key) => fs.rm(file(key), { force: true }),
    async sweep(before, known) {
      let removed = 0;
      const old: { key: string; full: string }[] = [];
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const stat = await fs.stat(full).catch(() => null);
        if (!stat || stat.mtime >= before) continue; // a write in progress, or too new to judge
        if (/\.tmp-\d+$/.test(entry.name)) {
          await fs.rm(full, { force: true });
          removed++;
        } else {
          old.push({ key: path.relative(root, full).split(path.sep).join('/'), full });
        }
      }
      for (let i = 0; i < old.length; i += 500) {
        const batch = old.slice(i, i + 500);
        const rows = await known(batch.map((f) => f.key));
        for (const f of batch) {
          if (rows.has(f.key)) continue;
          await fs.rm(f.full, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
