import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { consoleSms } from './console.ts';
import { msg91Sms } from './msg91.ts';
import type { SmsProvider } from './provider.ts';
import { twilioSms } from './twilio.ts';

export function smsProviderFrom(config: Config['sms'], log: FastifyBaseLogger): SmsProvider {
  switch (config.provider) {
    case 'msg91': return msg91Sms({ ...config.msg91, timeoutMs: config.timeoutMs });
    case 'twilio': return twilioSms({ ...config.twilio, timeoutMs: config.timeoutMs });
    case 'console': return consoleSms(log);
  }
}
export type { SmsProvider } from './provider.ts';
