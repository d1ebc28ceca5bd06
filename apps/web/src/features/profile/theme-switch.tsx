import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, type ThemeChoice, themeChoice } from '../../lib/theme.ts';

/** Light, dark, or as the phone is set. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ThemeChoice>(themeChoice());
  const pick = (c: ThemeChoice) => { setChoice(c); applyTheme(c); };
  return (
    <fieldset className="card" style={{ margin: 0 }}>
      <legend className="field-label">{t('menu.theme')}</legend>
      <div className="radio-row">
        <label className="radio"><input type="radio" name="theme" checked={choice === 'light'} onChange={() => pick('light')} />{t('common.themeLight')}</label>
        <label className="radio"><input type="radio" name="theme" checked={choice === 'dark'} onChange={() => pick('dark')} />{t('common.themeDark')}</label>
        <label className="radio"><input type="radio" name="theme" checked={choice === 'system'} onChange={() => pick('system')} />{t('common.themeSystem')}</label>
      </div>
    </fieldset>
  );
}
