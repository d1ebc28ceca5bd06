import type { ErrorBody } from '@krishimitra/contract';
import { routes } from '@krishimitra/contract/routes';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../../lib/api.ts';
import { loadingChanged, otpRequested, type PendingOtp } from '../../state/auth.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';

/**
 * The login and sign-up forms' submit: check the values with the server's own schema, show errors
 * under the fields and the spec's toasts for a missing language or country, and only then request
 * the code and go to /otp.
 */
export function useRequestOtp(flow: 'login' | 'signup') {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.language.selectedLanguage);
  const country = useAppSelector((s) => s.country.selected);
  const loading = useAppSelector((s) => s.auth.loading);
  const [errors, setErrors] = useState<ErrorBody>({});

  const fail = (found: ErrorBody) => {
    setErrors(found);
    if (found.language_id) toast.error(t('errors.selectLanguage'));
    if (found.country_code_id) toast.error(t('errors.selectCountry'));
  };
  const send = async (call: () => Promise<unknown>, pending: PendingOtp) => {
    setErrors({});
    dispatch(loadingChanged(true));
    try {
      await call();
      dispatch(otpRequested(pending));
      navigate('/otp');
    } catch {
      // The API layer has shown the messages.
    } finally {
      dispatch(loadingChanged(false));
    }
  };

  const submit = async (fields: Record<string, unknown>) => {
    const values = { ...fields, language_id: language?.id, country_code_id: country?.id };
    const { checkLogin, checkSignup } = await import('./form-errors.ts');
    if (flow === 'login') {
      const result = checkLogin(values);
      if (!result.ok) return fail(result.errors);
      return send(() => request(routes.loginRequestOtp, { body: result.data }), { isLogin: true, ...result.data });
    }
    const result = checkSignup(values);
    if (!result.ok) return fail(result.errors);
    return send(() => request(routes.signupRequestOtp, { body: result.data }), { isLogin: false, ...result.data });
  };

  return { errors, loading, submit };
}
