import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type MediaStore } from './store.ts';

/** Media under a local directory; keys are server-made ids, never client filenames. */
export function localMediaStore(root: string): MediaStore {
  const file = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, data) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a crash never leaves a half-written file under the real name.
      const tmp = `${target}.tmp-${process.pid}`;
      const handle = await fs.open(tmp, 'w');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, target);
    },
    async read(key) {
      const target = file(key);
      await fs.access(target);
      return createReadStream(target);
    },
    readAll: (key) => fs.readFile(file(key)),
  };
}
