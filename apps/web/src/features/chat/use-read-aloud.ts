import { useEffect, useState } from 'react';
import { infoOf } from '../../config/languages.ts';
import { useAppSelector } from '../../state/store.ts';

/** Reads a text aloud with the phone's own speech synthesis, where it has one. */
export function useReadAloud() {
  const code = useAppSelector((s) => s.language.selectedLanguage?.code);
  const [speaking, setSpeaking] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;
  useEffect(() => () => { if (supported) window.speechSynthesis.cancel(); }, [supported]);
  const toggle = (id: string, text: string) => {
    if (!supported) return;
    window.speechSynthesis.cancel();
    if (speaking === id) { setSpeaking(null); return; }
    const utterance = new SpeechSynthesisUtterance(text);
    // Sanskrit has no common voice: the Hindi one reads Devanagari well enough.
    utterance.lang = code === 'SA' ? 'hi-IN' : infoOf(code).locale;
    utterance.onend = () => setSpeaking(null);
    utterance.onerror = () => setSpeaking(null);
    setSpeaking(id);
    window.speechSynthesis.speak(utterance);
  };
  return { supported, speaking, toggle };
}
