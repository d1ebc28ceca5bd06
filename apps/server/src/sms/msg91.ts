import { postWithTimeout, SmsError, type SmsProvider } from './provider.ts';

export interface Msg91Config { authKey: string; templateId: string; baseUrl: string; timeoutMs: number }

/**
 * MSG91's OTP API (v5): the code is our own (we verify it), MSG91 only delivers it through a
 * DLT-approved template whose variable is the OTP.
 */
export function msg91Sms(config: Msg91Config): SmsProvider {
  return {
    name: 'msg91',
    async sendOtp(to, code, validMinutes) {
      const params = new URLSearchParams({
        template_id: config.templateId,
        mobile: `${to.countryCode.replace('+', '')}${to.mobile}`,
        otp: code,
        otp_expiry: String(validMinutes),
      });
      const response = await postWithTimeout(`${config.baseUrl}/api/v5/otp?${params}`, {
        method: 'POST',
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
      }, config.timeoutMs);
      const text = await response.text();
      let body: { type?: string; message?: string } = {};
      try { body = JSON.parse(text) as typeof body; } catch { /* not JSON: judged by status below */ }
      if (!response.ok || body.type !== 'success') {
        throw new SmsError(`msg91 refused: HTTP ${response.status} ${body.message ?? text.slice(0, 200)}`);
      }
    },
  };
}
