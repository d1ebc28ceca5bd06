import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { chatFields, M, MEDIA_LIMITS } from '@krishimitra/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.ts';
import { clientGone } from '../../http/log.ts';
import { type MediaKind, SNIFF_BYTES, sniff } from '../../media/sniff.ts';

/**
 * A file of the chat form. It is written to a temporary file as it arrives (a 50 MB video never
 * sits in memory); recordings and photos, small by their caps, are also kept in memory for the
 * assistant (speech recognition, the vision model). `discard` removes the temporary file.
 */
export interface Upload { kind: MediaKind; mime: string; size: number; file: string; data: Buffer | null }

/** Kinds the assistant reads; a video is only stored. */
const KEPT_IN_MEMORY = new Set<MediaKind>(['audio', 'image']);

const tooLarge: Record<MediaKind, string> = { audio: M.audioTooLarge, image: M.imageTooLarge, video: M.videoTooLarge };
const wrongType: Record<MediaKind, string> = { audio: M.audioNotWav, image: M.imageInvalid, video: M.videoInvalid };

/**
 * Streams one file part to a temporary file up to its kind's size cap (stopping at the first byte
 * over it), checking by its first bytes that it is what the field says.
 */
async function readUpload(field: MediaKind, stream: AsyncIterable<Buffer>): Promise<Upload> {
  const file = path.join(os.tmpdir(), `km-upload-${randomBytes(12).toString('hex')}`);
  const out = createWriteStream(file, { mode: 0o600 });
  // A write still in flight when the upload is refused (or the client hangs up) fails after the
  // stream is destroyed; unheard, that 'error' event would take the whole server down.
  let failed: Error | null = null;
  out.on('error', (err) => { failed ??= err; });
  const chunks: Buffer[] = [];
  let head = Buffer.alloc(0);
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > MEDIA_LIMITS[field]) throw new AppError(413, { [field]: [tooLarge[field]] });
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        // Refused as soon as its first bytes say it is something else, not after 50 MB of it.
        if (head.length === SNIFF_BYTES && sniff(head)?.kind !== field) throw badRequest(field, wrongType[field]);
      }
      if (KEPT_IN_MEMORY.has(field)) chunks.push(chunk);
      if (failed) throw failed;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    const found = sniff(head);
    if (!found || found.kind !== field) throw badRequest(field, wrongType[field]);
    return { kind: field, mime: found.mime, size, file, data: KEPT_IN_MEMORY.has(field) ? Buffer.concat(chunks, size) : null };
  } catch (err) {
    out.destroy();
    await rm(file, { force: true });
    throw err;
  }
}

/** Removes the uploads' temporary files (after they were stored, or when the question failed). */
export const discardUploads = (uploads: Upload[]) => Promise.all(uploads.map((u) => rm(u.file, { force: true })));

const isKind = (name: string): name is MediaKind => name === 'audio' || name === 'image' || name === 'video';

/**
 * The chat form: multipart (the spec's form data, with files) or JSON (text only). Files are
 * `audio` (WAV) and at most one `image` or `video`.
 */
export async function readChatForm(request: FastifyRequest) {
  const raw: Record<string, unknown> = {};
  const uploads: Upload[] = [];
  if (request.isMultipart()) {
    // A client that hangs up mid-upload leaves the parser waiting for bytes that never come: the
    // connection's close ends the wait.
    let onClose = () => {};
    const gone = new Promise<never>((_, reject) => {
      onClose = () => { if (!request.raw.complete) reject(new Error('client closed the connection mid-upload')); };
      request.raw.once('close', onClose);
    });
    try {
      await Promise.race([readParts(request, raw, uploads), gone]);
    } catch (err) {
      drain(request);
      await discardUploads(uploads);
      if (clientGone(request)) {
        // A phone that lost its signal mid-upload: a quiet line, not an 'unhandled error' with a stack.
        request.log.info({ reason: (err as Error).message }, 'client went away mid-upload');
        throw badRequest('detail', M.invalidBody);
      }
      // Ours (a size cap, a wrong file) go out as they are; the parser's own (no boundary, a
      // truncated body) are a bad request, not a server error.
      if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
      throw badRequest('detail', M.invalidBody);
    } finally {
      request.raw.off('close', onClose);
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(raw, request.body);
  }
  const fields = chatFields.safeParse(raw);
  const { text, transcript } = fields.success ? fields.data : {};
  if (!fields.success || (!text && !transcript && uploads.length === 0)) {
    await discardUploads(uploads);
    if (!fields.success) throw fields.error;
    throw badRequest('text', M.questionRequired);
  }
  return { fields: fields.data, uploads };
}

/** What a refused upload may still send, read and thrown away, before the connection is cut. */
const DRAIN_CAP = 64 * 1024 * 1024;

/**
 * Reads the rest of a refused body and throws it away, so that a client that sends its whole body
 * before reading (many do) gets to read the answer instead of hanging on a full socket. A body
 * bigger than the cap is cut off.
 */
function drain(request: FastifyRequest) {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  raw.unpipe();
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_CAP) raw.destroy();
  });
  raw.resume();
}

/** The form's fields into `raw` and its files into `uploads`, each file checked as it comes. */
async function readParts(request: FastifyRequest, raw: Record<string, unknown>, uploads: Upload[]) {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!isKind(part.fieldname)) {
        part.file.resume();
        throw badRequest('detail', M.unknownFile);
      }
      if (uploads.some((u) => u.kind === part.fieldname || (u.kind !== 'audio' && part.fieldname !== 'audio')))
        throw badRequest(part.fieldname, M.oneMediaFile);
      uploads.push(await readUpload(part.fieldname, part.file));
    } else if (typeof part.value === 'string') {
      raw[part.fieldname] = part.value;
    }
  }
}
