import type { Language } from '@krishimitra/contract';

/** One large button per language, each name in its own script; the current one is pressed. */
export function LanguageButtons({ languages, selectedId, onPick }: {
  languages: Language[];
  selectedId: number | undefined;
  onPick: (language: Language) => void;
}) {
  return (
    <div className="language-grid">
      {languages.map((l) => (
        <button key={l.id} type="button" className="language-button" lang={l.code.toLowerCase()}
          dir={l.code === 'UR' ? 'rtl' : 'ltr'} aria-pressed={l.id === selectedId} onClick={() => onPick(l)}>
          {l.language}
        </button>
      ))}
    </div>
  );
}
