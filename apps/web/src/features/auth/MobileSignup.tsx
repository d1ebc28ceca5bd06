import type { ErrorBody } from '@krishimitra/contract';
import { ageOn, DOB_MIN } from '@krishimitra/contract/dates';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { routes } from '@krishimitra/contract/routes';
import { request } from '../../lib/api.ts';
import { translateMessage } from '../../lib/messages.ts';
import { loadingChanged, otpRequested } from '../../state/auth.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';
import { CountrySelect } from './country-select.tsx';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** /signupwithmobile: every field rule of spec §5, checked with the server's own schema. */
export default function MobileSignup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.language.selectedLanguage);
  const country = useAppSelector((s) => s.country.selected);
  const loading = useAppSelector((s) => s.auth.loading);
  const genderId = useId();
  const [form, setForm] = useState({ name: '', mobile_number: '', pincode: '', dob: '', age: '', gender: '' });
  const [errors, setErrors] = useState<ErrorBody>({});
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const today = localToday();

  /** Age follows the date of birth, in whole years; the date can't be after today. */
  const setDob = (value: string) => {
    const dob = value > today ? today : value;
    setForm((f) => ({ ...f, dob, age: dob ? String(Math.max(0, ageOn(dob, today))) : f.age }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { ...form, dob: form.dob || null, language_id: language?.id, country_code_id: country?.id };
    // The schemas (and Zod) load on the first submit, not with the screen.
    const { check, schemas } = await import('./form-errors.ts');
    const result = check(schemas.signupRequestOtp.body, values);
    if (!result.ok) {
      setErrors(result.errors);
      if (result.errors.language_id) toast.error(t('errors.selectLanguage'));
      return;
    }
    setErrors({});
    dispatch(loadingChanged(true));
    try {
      await request(routes.signupRequestOtp, { body: result.data });
      dispatch(otpRequested({ isLogin: false, ...result.data }));
      navigate('/otp');
    } catch {
      // The API layer has shown the messages.
    } finally {
      dispatch(loadingChanged(false));
    }
  };

  return (
    <div className="page">
      <Header back title={t('auth.signUp')} actions={<LanguageSelect />} />
      <main className="page-body">
        <h2 style={{ margin: 0 }}>{t('auth.signupTitle')}</h2>
        <form className="stack" onSubmit={submit} noValidate>
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
        <p>{t('auth.haveAccount')} <Link to="/loginwithmobile">{t('auth.logIn')}</Link></p>
      </main>
    </div>
  );
}
