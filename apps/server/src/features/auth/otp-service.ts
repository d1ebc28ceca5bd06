import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { M, type SignupData } from '@krishimitra/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Clock, plus } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, tooManyRequests, unavailable } from '../../http/errors.ts';
import type { SmsProvider } from '../../sms/provider.ts';
import type { ReferenceRepository } from '../reference/repository.ts';
import { type NewUser, userRepository } from '../users/repository.ts';
import { otpRepository } from './otp-repository.ts';
import type { TokenService } from './tokens.ts';

type Purpose = 'login' | 'signup';
interface Number_ { mobile_number: string; country_code_id: number; language_id: number }
type SignupDetails = Omit<SignupData, 'mobile_number' | 'country_code_id'>;

export interface OtpDeps {
  db: Kysely<DB>;
  reference: ReferenceRepository;
  tokens: TokenService;
  sms: SmsProvider;
  clock: Clock;
  config: Config['otp'] & { allowedCountryCodes: string[] };
  secret: string;
  log: FastifyBaseLogger;
}

/** Canonical JSON of the sign-up details, so "the same request" compares equal whatever the key order. */
const detailsOf = (d: SignupDetails): string =>
  JSON.stringify([d.name, d.gender, d.pincode, d.age, d.dob ?? null, d.language_id]);

const isUniqueViolation = (err: unknown) =>
  /unique|duplicate key/i.test(String((err as { message?: string }).message ?? ''));

/**
 * One-time codes: requested for login or sign-up, sent by SMS, verified once. The rules (resend
 * wait, caps per number, per day and per network, wrong-try limit, expiry) are enforced here.
 */
export function otpService(deps: OtpDeps) {
  const { db, clock, config } = deps;
  const otps = otpRepository(db);
  const users = userRepository(db);

  const hash = (purpose: Purpose, n: Number_, code: string) =>
    createHmac('sha256', deps.secret).update(`${purpose}:${n.country_code_id}:${n.mobile_number}:${code}`).digest('hex');

  async function checkReference(n: Number_) {
    const [country, language] = await Promise.all([
      deps.reference.countryCode(n.country_code_id),
      deps.reference.language(n.language_id),
    ]);
    const errors: Record<string, string[]> = {};
    if (!country) errors.country_code_id = [M.selectCountry];
    if (!language) errors.language_id = [M.selectLanguage];
    if (!country || !language) throw new AppError(400, errors);
    return country;
  }

  async function enforceLimits(n: Number_, ip: string, now: Date) {
    const seconds = (from: string | null, windowSeconds: number) =>
      from ? (new Date(from).getTime() + windowSeconds * 1000 - now.getTime()) / 1000 : windowSeconds;
    const last = await otps.lastSentOn(n.country_code_id, n.mobile_number);
    if (last) {
      const wait = seconds(last, config.resendSeconds);
      if (wait > 0) throw tooManyRequests(M.otpWait, wait);
    }
    const tenMin = await otps.countForNumberSince(n.country_code_id, n.mobile_number, plus(now, -600).toISOString());
    if (tenMin.count >= config.maxPer10Min) throw tooManyRequests(M.otpTooMany, seconds(tenMin.oldest, 600));
    const day = await otps.countForNumberSince(n.country_code_id, n.mobile_number, plus(now, -86400).toISOString());
    if (day.count >= config.maxPerDay) throw tooManyRequests(M.otpTooMany, seconds(day.oldest, 86400));
    const network = await otps.countForIpSince(ip, plus(now, -3600).toISOString());
    if (network.count >= config.maxPerIpPerHour) {
      deps.log.warn({ ip }, 'OTP per-network cap reached');
      throw tooManyRequests(M.otpIpLimit, seconds(network.oldest, 3600));
    }
  }

  async function requestCode(purpose: Purpose, n: Number_, payload: string | null, ip: string) {
    const country = await checkReference(n);
    if (!config.allowedCountryCodes.includes(country.country_code)) throw badRequest('country_code_id', M.smsCountryNotAllowed);
    const userId = await users.idByMobile(n.country_code_id, n.mobile_number);
    if (purpose === 'login' && userId === undefined) throw badRequest('mobile_number', M.mobileNotRegistered);
    if (purpose === 'signup' && userId !== undefined) throw badRequest('mobile_number', M.mobileAlreadyRegistered);

    const now = clock();
    await enforceLimits(n, ip, now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = await otps.replaceCode({
      purpose,
      country_code_id: n.country_code_id,
      mobile_number: n.mobile_number,
      code_hash: hash(purpose, n, code),
      payload,
      ip,
      created_on: now.toISOString(),
      expires_on: plus(now, config.ttlSeconds).toISOString(),
    });
    try {
      await deps.sms.sendOtp({ countryCode: country.country_code, mobile: n.mobile_number }, code, Math.round(config.ttlSeconds / 60));
    } catch (err) {
      await otps.markFailed(id, clock().toISOString());
      deps.log.error({ err, provider: deps.sms.name }, 'OTP SMS could not be sent');
      throw unavailable(M.otpSendFailed);
    }
    return { otp_sent: 'success' as const, resend_after: config.resendSeconds, expires_in: config.ttlSeconds };
  }

  /** Checks the code; returns the code row id once it has been used up by this call. */
  async function verify(purpose: Purpose, n: Number_, code: string, payload: string | null) {
    const row = await otps.liveCode(purpose, n.country_code_id, n.mobile_number);
    const now = clock().toISOString();
    if (!row || row.expires_on <= now) throw badRequest('otp', M.otpExpired);
    if (row.attempts >= config.maxAttempts) throw badRequest('otp', M.otpTooManyTries);
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hash(purpose, n, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const attempts = await otps.addAttempt(row.id);
      throw badRequest('otp', attempts >= config.maxAttempts ? M.otpTooManyTries : M.otpWrong);
    }
    if (payload !== null && row.payload !== payload) throw badRequest('detail', M.signupChanged);
    return row.id;
  }

  return {
    requestLogin: (body: Number_, ip: string) => requestCode('login', body, null, ip),

    requestSignup: (body: SignupData, ip: string) => requestCode('signup', body, detailsOf(body), ip),

    async validateLogin(body: Number_ & { otp: string }) {
      await checkReference(body);
      const codeId = await verify('login', body, body.otp, null);
      return db.transaction().execute(async (trx) => {
        if (!(await otpRepository(trx).consume(codeId, clock().toISOString(), config.maxAttempts)))
          throw badRequest('otp', M.otpExpired);
        const trxUsers = userRepository(trx);
        const userId = await trxUsers.idByMobile(body.country_code_id, body.mobile_number);
        if (userId === undefined) throw badRequest('mobile_number', M.mobileNotRegistered);
        // The language chosen on the login screen becomes the profile's language.
        await trxUsers.update(userId, { language_id: body.language_id }, clock().toISOString());
        return deps.tokens.issue(userId, trx);
      });
    },

    async validateSignup(body: SignupData & { otp: string }) {
      await checkReference(body);
      const codeId = await verify('signup', body, body.otp, detailsOf(body));
      const user: NewUser = {
        name: body.name, country_code_id: body.country_code_id, mobile_number: body.mobile_number,
        language_id: body.language_id, gender: body.gender, pincode: body.pincode, age: body.age, dob: body.dob ?? null,
      };
      try {
        return await db.transaction().execute(async (trx) => {
          if (!(await otpRepository(trx).consume(codeId, clock().toISOString(), config.maxAttempts)))
            throw badRequest('otp', M.otpExpired);
          const userId = await userRepository(trx).create(user, clock().toISOString());
          return deps.tokens.issue(userId, trx);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest('mobile_number', M.mobileAlreadyRegistered);
        throw err;
      }
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
