/** The PCM samples of a 16-bit mono WAV file, and its sample rate. */
export function readWav(wav: Buffer): { rate: number; samples: Int16Array } {
  if (wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let offset = 12;
  let rate = 0;
  let channels = 1;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      channels = wav.readUInt16LE(offset + 10);
      rate = wav.readUInt32LE(offset + 12);
    } else if (id === 'data') {
      const end = Math.min(wav.length, offset + 8 + size);
      const frames = Math.floor((end - offset - 8) / 2 / channels);
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = wav.readInt16LE(offset + 8 + i * 2 * channels);
      return { rate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV file has no data');
}

export function writeWav(samples: Int16Array, rate: number): Buffer {
  const out = Buffer.alloc(44 + samples.length * 2);
  out.write('RIFF', 0); out.writeUInt32LE(36 + samples.length * 2, 4); out.write('WAVE', 8);
  out.write('fmt ', 12); out.writeUInt32LE(16, 16); out.writeUInt16LE(1, 20); out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24); out.writeUInt32LE(rate * 2, 28); out.writeUInt16LE(2, 32); out.writeUInt16LE(16, 34);
  out.write('data', 36); out.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i]!, 44 + i * 2);
  return out;
}

/**
 * Down-samples by averaging each output sample's span of input (a box filter, enough against
 * aliasing for speech). 8 kHz 16-bit mono is 16,000 bytes a second: the speech budget.
 */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return samples;
  const ratio = from / to;
  const out = new Int16Array(Math.floor(samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const start = Math.floor(i * ratio);
    const end = Math.max(start + 1, Math.min(samples.length, Math.floor((i + 1) * ratio)));
    let sum = 0;
    for (let j = start; j < end; j++) sum += samples[j]!;
    out[i] = Math.round(sum / (end - start));
  }
  return out;
}

export const SPEECH_RATE = 8000;
