import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../lib/use-languages.ts';
import { GlobeIcon } from './icons.tsx';

/** The header's language picker: choosing applies at once (and is saved). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { languages, selected, choose } = useLanguages();
  return (
    <label className="language-select">
      <GlobeIcon />
      <span className="visually-hidden">{t('common.language')}</span>
      <select value={selected?.id ?? ''} onChange={(e) => {
        const language = languages.find((l) => l.id === Number(e.currentTarget.value));
        if (language) void choose(language);
      }}>
        {!selected && <option value="">{t('common.language')}</option>}
        {languages.map((l) => <option key={l.id} value={l.id} lang={l.code.toLowerCase()}>{l.language}</option>)}
      </select>
    </label>
  );
}
