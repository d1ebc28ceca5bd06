import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from './use-countries.ts';

/** Country code picker; its label turns into the spec's 'Country*' error when none is chosen. */
export function CountrySelect({ error }: { error: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { countries, selected, select } = useCountries();
  return (
    <div className="field">
      <label htmlFor={id} className={error ? 'field-error' : undefined}>{error ? t('common.countryRequired') : t('common.country')}</label>
      <div className="field-control">
        <select id={id} value={selected?.id ?? ''} aria-invalid={error || undefined} onChange={(e) => select(Number(e.currentTarget.value))}>
          <option value="">—</option>
          {countries.map((c) => <option key={c.id} value={c.id}>{c.country_code} {c.country}</option>)}
        </select>
      </div>
    </div>
  );
}
