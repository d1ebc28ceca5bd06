export type MediaKind = 'audio' | 'image' | 'video';

/**
 * What a file really is, from its first bytes: the client's filename and Content-Type are not
 * trusted. Returns null for anything we don't accept.
 */
export function sniff(head: Buffer): { kind: MediaKind; mime: string } | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return { kind: 'audio', mime: 'audio/wav' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { kind: 'image', mime: 'image/webp' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', mime: 'image/jpeg' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'image', mime: 'image/png' };
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return { kind: 'video', mime: 'video/webm' };
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand.startsWith('3g')) return { kind: 'video', mime: 'video/3gpp' };
    if (brand === 'qt  ') return { kind: 'video', mime: 'video/quicktime' };
    if (/^(isom|iso\d|mp4\d|avc1|mmp4|M4V |dash|MSNV|f4v )/.test(brand)) return { kind: 'video', mime: 'video/mp4' };
  }
  return null;
}

/** Bytes needed to decide. */
export const SNIFF_BYTES = 16;
