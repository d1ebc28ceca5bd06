import { useEffect, useState } from 'react';
import { infoOf } from '../../config/languages.ts';
import { useAppSelector } from '../../state/store.ts';

const synthesis = () => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);
/** The voice the phone reads `code` with: Sanskrit has no common voice, and the Hindi one reads Devanagari well enough. */
const localeOf = (code: string | undefined) => (code === 'SA' ? 'hi-IN' : infoOf(code).locale);
/** Whether the phone has a voice for the locale's language ('te' of 'te-IN'); many phones have none for most Indian languages. */
const hasVoiceFor = (locale: string) => {
  const language = locale.split('-')[0]!.toLowerCase();
  return Boolean(synthesis()?.getVoices().some((v) => v.lang.toLowerCase().replace('_', '-').split('-')[0] === language));
};

/**
 * Reads a text aloud with the phone's own speech synthesis, where it has a voice for the
 * language (`hasVoice`); without one, the bubble asks the server to read it instead.
 */
export function useReadAloud() {
  const code = useAppSelector((s) => s.language.selectedLanguage?.code);
  const locale = localeOf(code);
  const [speaking, setSpeaking] = useState<string | null>(null);
  const [hasVoice, setHasVoice] = useState(() => hasVoiceFor(locale));
  useEffect(() => {
    const speech = synthesis();
    if (!speech) return undefined;
    // The list of voices may fill in after the page loads.
    const update = () => setHasVoice(hasVoiceFor(locale));
    update();
    speech.addEventListener('voiceschanged', update);
    return () => { speech.removeEventListener('voiceschanged', update); speech.cancel(); };
  }, [locale]);
  const toggle = (id: string, text: string) => {
    const speech = synthesis();
    if (!speech) return;
    speech.cancel();
    if (speaking === id) { setSpeaking(null); return; }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = locale;
    utterance.onend = () => setSpeaking(null);
    utterance.onerror = () => setSpeaking(null);
    setSpeaking(id);
    speech.speak(utterance);
  };
  return { hasVoice, speaking, toggle };
}
