import type { Config } from '../config.ts';
import { localMediaStore } from './local-store.ts';
import { s3MediaStore } from './s3-store.ts';
import type { MediaStore } from './store.ts';

export type { MediaStore } from './store.ts';

/** S3-compatible object storage when S3_BUCKET is set (a fleet shares it), else a local directory. */
export function mediaStoreFrom(config: Config): MediaStore {
  return config.s3 ? s3MediaStore(config.s3) : localMediaStore(config.mediaDir);
}
