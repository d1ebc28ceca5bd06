import type { ErrorBody } from '@krishimitra/contract';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { routes } from '@krishimitra/contract/routes';
import { request } from '../../lib/api.ts';
import { loadingChanged, otpRequested } from '../../state/auth.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';
import { CountrySelect } from './country-select.tsx';

/** /loginwithmobile: a code is requested only when there are no errors (spec §5). */
export default function MobileLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.language.selectedLanguage);
  const country = useAppSelector((s) => s.country.selected);
  const loading = useAppSelector((s) => s.auth.loading);
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<ErrorBody>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { mobile_number: mobile, language_id: language?.id, country_code_id: country?.id };
    // The schemas (and Zod) load on the first submit, not with the screen.
    const { check, schemas } = await import('./form-errors.ts');
    const result = check(schemas.loginRequestOtp.body, values);
    if (!result.ok) {
      setErrors(result.errors);
      if (result.errors.language_id) toast.error(t('errors.selectLanguage'));
      if (result.errors.country_code_id) toast.error(t('errors.selectCountry'));
      return;
    }
    setErrors({});
    dispatch(loadingChanged(true));
    try {
      await request(routes.loginRequestOtp, { body: result.data });
      dispatch(otpRequested({ isLogin: true, ...result.data }));
      navigate('/otp');
    } catch {
      // The API layer has shown the messages.
    } finally {
      dispatch(loadingChanged(false));
    }
  };

  return (
    <div className="page">
      <Header back title={t('auth.logIn')} skipTo="/" actions={<LanguageSelect />} />
      <main className="page-body">
        <h2 style={{ margin: 0 }}>{t('auth.loginTitle')}</h2>
        <form className="stack" onSubmit={submit} noValidate>
          <div className="phone-row">
            <CountrySelect error={Boolean(errors.country_code_id)} />
            <TextField label={t('auth.mobileNo')} value={mobile} onValue={setMobile} numeric maxLength={10}
              autoComplete="tel-national" errors={errors.mobile_number} />
          </div>
          <button type="submit" className="button block" disabled={loading}>{loading ? t('common.loading') : t('auth.logIn')}</button>
          <p className="muted small" style={{ margin: 0 }}>{t('auth.forgotPassword')}</p>
        </form>
        <p>{t('auth.noAccount')} <Link to="/signupwithmobile">{t('auth.signUpButton')}</Link></p>
      </main>
    </div>
  );
}
