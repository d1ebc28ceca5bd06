import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { Logo } from '../../components/ui/icons.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';

/** /landingauth: logo, title, language, Mobile or Email, then SignUp or Log in. */
export default function LandingAuth() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [method, setMethod] = useState<'mobile' | 'email'>('mobile');
  return (
    <div className="page">
      <Header skipTo="/landingwithoutlogin" actions={<LanguageSelect />} />
      <main className="page-body center">
        <Logo size={88} />
        <div>
          <p className="brand-name" style={{ fontSize: '2rem', margin: 0, color: 'var(--primary)' }}>{t('brand.nameNative')}</p>
          <p className="muted" style={{ margin: 0 }}>{t('brand.tagline')} · {t('brand.tagline2')}</p>
        </div>
        <fieldset className="stack" style={{ border: 'none', padding: 0, margin: 0, width: '100%' }}>
          <legend className="field-label" style={{ marginBottom: 8 }}>{t('auth.chooseMethod')}</legend>
          <div className="radio-row" style={{ justifyContent: 'center' }}>
            <label className="radio"><input type="radio" name="method" checked={method === 'mobile'} onChange={() => setMethod('mobile')} />{t('auth.mobile')}</label>
            <label className="radio"><input type="radio" name="method" checked={method === 'email'} onChange={() => setMethod('email')} />{t('auth.email')}</label>
          </div>
        </fieldset>
        <div className="stack" style={{ width: '100%' }}>
          {/* SignUp is enabled for Mobile only (spec §2). */}
          <button type="button" className="button block" disabled={method !== 'mobile'} onClick={() => navigate('/signupwithmobile')}>
            {t('auth.signUp')}
          </button>
          <Link className="button secondary block" to={method === 'mobile' ? '/loginwithmobile' : '/loginwithemail'}>{t('auth.logIn')}</Link>
        </div>
      </main>
    </div>
  );
}
