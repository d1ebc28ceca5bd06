import { chatFields, M, MEDIA_LIMITS } from '@krishimitra/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.ts';
import { clientGone } from '../../http/log.ts';
import { type MediaKind, SNIFF_BYTES, sniff } from '../../media/sniff.ts';

export interface Upload { kind: MediaKind; mime: string; data: Buffer }

const tooLarge: Record<MediaKind, string> = { audio: M.audioTooLarge, image: M.imageTooLarge, video: M.videoTooLarge };
const wrongType: Record<MediaKind, string> = { audio: M.audioNotWav, image: M.imageInvalid, video: M.videoInvalid };

/** Reads one file part up to its kind's size cap, then checks by its bytes that it is what the field says. */
async function readUpload(field: MediaKind, stream: AsyncIterable<Buffer>): Promise<Upload> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > MEDIA_LIMITS[field]) throw new AppError(413, { [field]: [tooLarge[field]] });
    chunks.push(chunk);
  }
  const data = Buffer.concat(chunks, size);
  const found = sniff(data.subarray(0, SNIFF_BYTES));
  if (!found || found.kind !== field) throw badRequest(field, wrongType[field]);
  return { kind: field, mime: found.mime, data };
}

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
  if (!fields.success) throw fields.error;
  const { text, transcript } = fields.data;
  if (!text && !transcript && uploads.length === 0) throw badRequest('text', M.questionRequired);
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
