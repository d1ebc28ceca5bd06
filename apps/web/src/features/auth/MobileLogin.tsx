import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { CountrySelect } from './country-select.tsx';
import { useAppSelector } from '../../state/store.ts';
import { useRequestOtp } from './use-request-otp.ts';

/** /loginwithmobile: a code is requested only when there are no errors (spec §5). */
export default function MobileLogin() {
  const { t } = useTranslation();
  const { errors, loading, submit } = useRequestOtp('login');
  // Back from the code screen, the number is still there.
  const pending = useAppSelector((st) => st.auth.pending);
  const [mobile, setMobile] = useState(() => (pending?.isLogin ? pending.mobile_number : ''));

  return (
    <div className="page">
      <Header back title={t('auth.logIn')} skipTo="/" actions={<LanguageSelect />} />
      <main className="page-body">
        <h2 style={{ margin: 0 }}>{t('auth.loginTitle')}</h2>
        <form className="stack" onSubmit={(e: FormEvent) => { e.preventDefault(); void submit({ mobile_number: mobile }); }} noValidate>
          <div className="phone-row">
            <CountrySelect error={Boolean(errors.country_code_id)} />
            <TextField label={t('auth.mobileNo')} value={mobile} onValue={setMobile} numeric maxLength={10}
              autoComplete="tel-national" errors={errors.mobile_number} />
          </div>
          <button type="submit" className="button block" disabled={loading}>{loading ? t('common.loading') : t('auth.logIn')}</button>
          <p className="muted small" style={{ margin: 0 }}>{t('auth.forgotPassword')}</p>
        </form>
        <p>{t('auth.noAccount')} <Link className="text-link" to="/signupwithmobile">{t('auth.signUpButton')}</Link></p>
      </main>
    </div>
  );
}
