import { routes } from '@krishimitra/contract/routes';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { request } from '../../lib/api.ts';
import { saveToken } from '../../lib/storage.ts';
import { mss } from '../../lib/time.ts';
import { otpDone, type PendingOtp } from '../../state/auth.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';
import { OTP_LENGTH, OtpBoxes } from './otp-boxes.tsx';
import { useCountdown } from './use-countdown.ts';

export const RESEND_SECONDS = 90;

const withoutFlag = <T extends { isLogin: boolean }>({ isLogin: _flag, ...details }: T) => details;

const requestAgain = (p: PendingOtp) =>
  p.isLogin ? request(routes.loginRequestOtp, { body: withoutFlag(p) }) : request(routes.signupRequestOtp, { body: withoutFlag(p) });

/** /otp: the sixth digit submits; success stores the token and fully navigates to /pragya. */
export default function Otp() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.auth.pending);
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { remaining, restart } = useCountdown(RESEND_SECONDS);

  if (!pending) {
    return (
      <div className="page">
        <Header back title={t('otp.title')} />
        <main className="page-body center"><p>{t('otp.missing')}</p><Link className="button" to="/landingauth">{t('auth.logIn')}</Link></main>
      </div>
    );
  }

  const verify = async (otp: string) => {
    setBusy(true);
    try {
      const { access_token } = pending.isLogin
        ? await request(routes.loginValidateOtp, { body: { ...withoutFlag(pending), otp } })
        : await request(routes.signupValidateOtp, { body: { ...withoutFlag(pending), otp } });
      saveToken(access_token);
      dispatch(otpDone());
      window.location.assign('/pragya');
    } catch {
      setDigits(Array(OTP_LENGTH).fill(''));
      setBusy(false);
      setAttempt((n) => n + 1);
    }
  };

  const resend = async () => {
    try {
      await requestAgain(pending);
      restart();
      toast(t('otp.resent'));
    } catch {
      // Messages were shown; the timer stays at 0 so the farmer can try again.
    }
  };

  return (
    <div className="page">
      <Header back title={t('otp.title')} />
      <main className="page-body center">
        <p className="muted" style={{ margin: 0 }}>{t('otp.sentTo', { number: `\u2066${pending.mobile_number}\u2069` })}</p>
        <OtpBoxes digits={digits} onChange={setDigits} onComplete={verify} disabled={busy} attempt={attempt} />
        {busy && <p role="status">{t('otp.verifying')}</p>}
        {remaining > 0
          ? <p role="timer" aria-live="off">{t('otp.resendIn', { time: mss(remaining) })}</p>
          : <button type="button" className="link-button" onClick={resend}>{t('otp.resend')}</button>}
        <div className="row">
          {/* Spec §4: By Sms and By Call only reset the timer. */}
          <button type="button" className="button secondary" onClick={restart}>{t('otp.bySms')}</button>
          <button type="button" className="button secondary" onClick={restart}>{t('otp.byCall')}</button>
        </div>
      </main>
    </div>
  );
}
