/** Turns answer text into spoken audio (WAV). One file per implementation; chosen in providers/index.ts. */
export interface SpeechSynthesizer {
  readonly name: string;
  /** `language` is the two-letter code of the text (EN, HI, …). */
  synthesize(text: string, language: string): Promise<Buffer>;
  /** Stops what it runs (worker threads), when the server closes. */
  close?(): Promise<void>;
}

/** What is spoken of an answer: its words, without the source line and list numbering noise. */
export function speakable(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(source|स्रोत|ఆధారం|ஆதாரம்|સ્રોત|ਸਰੋਤ|ماخذ|ഉറവിടം|स्रोतः|ಮೂಲ)\s*:/i.test(line))
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();
}
