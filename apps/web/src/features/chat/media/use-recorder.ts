import { useEffect, useRef, useState } from 'react';

type RecorderState = 'idle' | 'recording' | 'converting';

/** What the phone's own speech recognition heard, where the browser offers it (Chrome on Android does). */
type Recognition = { lang: string; interimResults: boolean; continuous: boolean; start(): void; stop(): void; abort(): void;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null; onerror: (() => void) | null };
const RecognitionClass = (): (new () => Recognition) | undefined =>
  (window as unknown as { SpeechRecognition?: new () => Recognition; webkitSpeechRecognition?: new () => Recognition }).SpeechRecognition
  ?? (window as unknown as { webkitSpeechRecognition?: new () => Recognition }).webkitSpeechRecognition;

export interface Recording { wav: Blob; seconds: number; transcript: string }

/** Whether this phone's browser can turn speech into words itself. */
export const browserHearsSpeech = () => RecognitionClass() !== undefined;

/**
 * Voice messages: idle → recording (a seconds timer) → stopped, which yields a 16 kHz mono WAV
 * and, where the phone can, a transcript. `denied` is set when the microphone was refused.
 */
export function useRecorder(locale: string, onDone: (r: Recording) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [denied, setDenied] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const transcript = useRef('');
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const release = () => {
    if (timer.current) clearInterval(timer.current);
    recorder.current?.stream.getTracks().forEach((t) => t.stop());
    recognition.current?.abort();
  };
  useEffect(() => release, []);

  const start = async () => {
    setDenied(false);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
    } catch (err) {
      console.warn('microphone unavailable', err);
      setDenied(true);
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (e) => { if (e.data.size) chunks.push(e.data); };
    media.onstop = async () => {
      release();
      setState('converting');
      try {
        const { toWav } = await import('./wav.ts');
        const { wav, seconds: duration } = await toWav(new Blob(chunks, { type: media.mimeType }));
        onDone({ wav, seconds: duration, transcript: transcript.current.trim() });
      } finally {
        setState('idle');
      }
    };
    recorder.current = media;
    transcript.current = '';
    const Recognizer = RecognitionClass();
    if (Recognizer) {
      try {
        const r = new Recognizer();
        r.lang = locale;
        r.continuous = true;
        r.interimResults = false;
        r.onresult = (e) => {
          transcript.current = Array.from(e.results).filter((x) => x.isFinal).map((x) => x[0]?.transcript ?? '').join(' ');
        };
        r.onerror = () => undefined;
        r.start();
        recognition.current = r;
      } catch { recognition.current = null; }
    }
    media.start(250);
    setSeconds(0);
    timer.current = setInterval(() => setSeconds((s) => s + 1), 1000);
    setState('recording');
  };

  const stop = () => {
    recognition.current?.stop();
    // Give recognition a moment to deliver its last words before the audio is packed.
    setTimeout(() => recorder.current?.state === 'recording' && recorder.current.stop(), 300);
  };

  /** Stops without sending: what was recorded is dropped. */
  const cancel = () => {
    const media = recorder.current;
    if (media) media.onstop = null;
    if (media?.state === 'recording') media.stop();
    release();
    setState('idle');
  };

  return { state, seconds, denied, start, stop, cancel };
}
