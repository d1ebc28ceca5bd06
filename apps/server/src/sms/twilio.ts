import { otpText, postWithTimeout, SmsError, type SmsProvider } from './provider.ts';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from?: string | undefined;
  messagingServiceSid?: string | undefined;
  baseUrl: string;
  timeoutMs: number;
}

/** Twilio Programmable Messaging: one form-encoded POST per message, basic auth with the account. */
export function twilioSms(config: TwilioConfig): SmsProvider {
  return {
    name: 'twilio',
    async sendOtp(to, code, validMinutes) {
      const form = new URLSearchParams({ To: `${to.countryCode}${to.mobile}`, Body: otpText(code, validMinutes) });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else if (config.from) form.set('From', config.from);
      const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
      const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
      const response = await postWithTimeout(url, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      }, config.timeoutMs);
      if (!response.ok) {
        const text = await response.text();
        throw new SmsError(`twilio refused: HTTP ${response.status} ${text.slice(0, 200)}`);
      }
    },
  };
}
