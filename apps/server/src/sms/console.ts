import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './provider.ts';

/** Development: prints the code to the server log instead of sending an SMS. */
export function consoleSms(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async sendOtp(to, code, validMinutes) {
      log.info({ sms: 'console', to: `${to.countryCode}${to.mobile}` }, `OTP ${code} for ${to.countryCode} ${to.mobile} (valid ${validMinutes} min)`);
    },
  };
}
