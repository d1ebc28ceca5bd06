import { ageOn, DOB_MIN } from '@krishimitra/contract/dates';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { translateMessage } from '../../lib/messages.ts';
import { CountrySelect } from './country-select.tsx';
import { useAppSelector } from '../../state/store.ts';
import { useRequestOtp } from './use-request-otp.ts';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** /signupwithmobile: every field rule of spec §5, checked with the server's own schema. */
export default function MobileSignup() {
  const { t } = useTranslation();
  const { errors, loading, submit } = useRequestOtp('signup');
  const genderId = useId();
  // Back from the code screen, the form is as the farmer sent it.
  const pending = useAppSelector((st) => st.auth.pending);
  const [form, setForm] = useState(() => (pending && !pending.isLogin
    ? { name: pending.name, mobile_number: pending.mobile_number, pincode: pending.pincode, dob: pending.dob ?? '', age: String(pending.age ?? ''), gender: pending.gender ?? '' }
    : { name: '', mobile_number: '', pincode: '', dob: '', age: '', gender: '' }));
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const today = localToday();

  /**
   * Age follows the date of birth, in whole years. A date after today stays as typed, so that the
   * form says it is wrong under the field (it used to become today, with age 0, silently).
   */
  const setDob = (value: string) => {
    setForm((f) => ({ ...f, dob: value, age: value && value <= today ? String(Math.max(0, ageOn(value, today))) : f.age }));
  };

  return (
    <div className="page">
      <Header back title={t('auth.signUp')} actions={<LanguageSelect />} />
      <main className="page-body">
        <h2 style={{ margin: 0 }}>{t('auth.signupTitle')}</h2>
        <form className="stack" onSubmit={(e: FormEvent) => { e.preventDefault(); void submit({ ...form, dob: form.dob || null }); }} noValidate>
          <TextField label={t('auth.name')} value={form.name} onValue={set('name')} maxLength={100} autoComplete="name" errors={errors.name} />
          <div className="phone-row">
            <CountrySelect error={Boolean(errors.country_code_id)} />
            <TextField label={t('auth.mobileNo')} value={form.mobile_number} onValue={set('mobile_number')} numeric maxLength={10}
              autoComplete="tel-national" errors={errors.mobile_number} />
          </div>
          <TextField label={t('auth.pincode')} value={form.pincode} onValue={set('pincode')} numeric maxLength={10}
            autoComplete="postal-code" errors={errors.pincode} />
          <TextField label={t('auth.dob')} type="date" value={form.dob} onValue={setDob} min={DOB_MIN} max={today} errors={errors.dob} />
          <TextField label={t('auth.age')} type="number" value={form.age} onValue={set('age')} maxLength={3} errors={errors.age}
            readOnly={Boolean(form.dob)} />
          <div className="field">
            <label htmlFor={genderId}>{t('auth.gender')}</label>
            <div className="field-control">
              <select id={genderId} value={form.gender} onChange={(e) => set('gender')(e.currentTarget.value)} aria-invalid={Boolean(errors.gender) || undefined}>
                <option value="">{t('auth.selectGender')}</option>
                <option value="male">{t('auth.genderMale')}</option>
                <option value="female">{t('auth.genderFemale')}</option>
                <option value="other">{t('auth.genderOther')}</option>
                <option value="prefer_not_to_say">{t('auth.genderPreferNot')}</option>
              </select>
            </div>
            {errors.gender && <p className="field-error" role="alert">{errors.gender.map(translateMessage).join(' ')}</p>}
          </div>
          <button type="submit" className="button block" disabled={loading}>{loading ? t('common.loading') : t('auth.signUp')}</button>
          <p className="muted small" style={{ margin: 0 }}>{t('auth.terms')}</p>
        </form>
        <p>{t('auth.haveAccount')} <Link className="text-link" to="/loginwithmobile">{t('auth.logIn')}</Link></p>
      </main>
    </div>
  );
}
