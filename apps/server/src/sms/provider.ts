/** Sends one-time codes by SMS. One file per provider; chosen once from config in sms/index.ts. */
export interface SmsProvider {
  readonly name: string;
  /** `countryCode` like "+91", `mobile` the national number; rejects when the provider refuses. */
  sendOtp(to: { countryCode: string; mobile: string }, code: string, validMinutes: number): Promise<void>;
}

export class SmsError extends Error {}

/** The text the farmer receives; short, so it fits one SMS in any encoding. */
export const otpText = (code: string, validMinutes: number) =>
  `${code} is your Krishimitra login code. It is valid for ${validMinutes} minutes. Do not share it with anyone.`;

/** fetch with a deadline: a provider that hangs must not hold the farmer's request forever. */
export async function postWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new SmsError(`SMS request failed: ${(err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message}`);
  }
}
