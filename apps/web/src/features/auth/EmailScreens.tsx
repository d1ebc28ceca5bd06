import { M } from '@krishimitra/contract/messages';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

// Spec §2: the email screens make no calls. Email sign-up and login navigate on valid input only.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailErrors = (email: string) => (!email.trim() ? [M.emailRequired] : EMAIL.test(email.trim()) ? undefined : [M.emailInvalid]);
const google = (t: (k: string) => string) => () => toast(t('auth.googleUnavailable'));

export function SignupWithEmail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string[] | undefined; email?: string[] | undefined }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { name: name.trim() ? undefined : [M.nameRequired], email: emailErrors(email) };
    setErrors(next);
    if (!next.name && !next.email) navigate('/emailverify');
  };
  return (
    <div className="page">
      <Header back title={t('auth.signUp')} />
      <form className="page-body" onSubmit={submit} noValidate>
        <TextField label={t('auth.name')} value={name} onValue={setName} maxLength={100} errors={errors.name} />
        <TextField label={t('auth.email')} type="email" value={email} onValue={setEmail} maxLength={254} errors={errors.email} />
        <button type="submit" className="button block">{t('auth.signUp')}</button>
        <button type="button" className="button secondary block" onClick={google(t)}>{t('auth.signUpWithGoogle')}</button>
      </form>
    </div>
  );
}

export function LoginWithEmail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string[] | undefined; password?: string[] | undefined }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { email: emailErrors(email), password: password ? undefined : [M.passwordRequired] };
    setErrors(next);
    if (!next.email && !next.password) navigate('/pragya');
  };
  return (
    <div className="page">
      <Header back title={t('auth.logIn')} />
      <form className="page-body" onSubmit={submit} noValidate>
        <TextField label={t('auth.email')} type="email" value={email} onValue={setEmail} maxLength={254} errors={errors.email} />
        <TextField label={t('auth.password')} type="password" value={password} onValue={setPassword} maxLength={128} errors={errors.password} />
        <p className="muted small" style={{ margin: 0 }}>{t('auth.forgotPassword')}</p>
        <button type="submit" className="button block">{t('auth.logIn')}</button>
        <button type="button" className="button secondary block" onClick={google(t)}>{t('auth.logInWithGoogle')}</button>
        <p>{t('auth.noAccount')} <Link className="text-link" to="/signupwithemail">{t('auth.signUpButton')}</Link></p>
      </form>
    </div>
  );
}

export function EmailVerify() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Header back title={t('email.verifyTitle')} />
      <main className="page-body center">
        <p>{t('email.verifyText')}</p>
        <Link className="button" to="/loginwithemail">{t('email.openMail')}</Link>
        <button type="button" className="link-button" onClick={() => toast(t('email.verifyText'))}>{t('email.resend')}</button>
      </main>
    </div>
  );
}

/** The older /login and /signup: they go to /dehathome on click, without a call (spec §2). */
export function OldAuth({ mode }: { mode: 'login' | 'signup' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <div className="page">
      <Header back title={mode === 'login' ? t('auth.logIn') : t('auth.signUp')} />
      <form className="page-body" onSubmit={(e) => { e.preventDefault(); navigate('/dehathome'); }} noValidate>
        {mode === 'signup' && <TextField label={t('auth.name')} value={name} onValue={setName} maxLength={100} />}
        <TextField label={t('auth.email')} type="email" value={email} onValue={setEmail} maxLength={254} />
        <TextField label={t('auth.password')} type="password" value={password} onValue={setPassword} maxLength={128} />
        {mode === 'signup' && <p className="muted small">{t('auth.terms')}</p>}
        <button type="submit" className="button block">{mode === 'login' ? t('auth.logIn') : t('auth.signUp')}</button>
        <button type="button" className="button secondary block" onClick={google(t)}>{t('auth.logInWithGoogle')}</button>
        {mode === 'login' && <p>{t('auth.noAccount')} <Link className="text-link" to="/signup">{t('auth.signUpButton')}</Link></p>}
      </form>
    </div>
  );
}
