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
    // A range typed with a hyphen ('4-8 months') is read 'four dash eight' by eSpeak's English
    // voice; with a dash, 'four eight', as the Indian voices read both.
    .replace(/(\d)-(?=\d)/g, '$1\u2013')
    .trim();
}
