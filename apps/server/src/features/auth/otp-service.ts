import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { dateErrors, M, type SignupData } from '@krishimitra/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, plus } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { AppError, badRequest, tooManyRequests, unavailable } from '../../http/errors.ts';
import type { Limiter, Rule } from '../../limits/index.ts';
import type { SmsProvider } from '../../sms/provider.ts';
import type { ReferenceRepository } from '../reference/repository.ts';
import type { NewUser, UserRepository } from '../users/repository.ts';
import type { OtpRepository } from './otp-repository.ts';
import type { TokenRepository } from './token-repository.ts';
import type { TokenService } from './tokens.ts';

type Purpose = 'login' | 'signup';
interface Number_ { mobile_number: string; country_code_id: number; language_id: number }
type SignupDetails = Omit<SignupData, 'mobile_number' | 'country_code_id'>;

/** What sign-up and login change together: the code is used, the user made, the token issued. */
export interface AccountRepos { otps: OtpRepository; users: UserRepository; tokens: TokenRepository }

export interface OtpDeps {
  repos: Omit<AccountRepos, 'tokens'>;
  transact: UnitOfWork<AccountRepos>;
  reference: ReferenceRepository;
  tokens: TokenService;
  sms: SmsProvider;
  clock: Clock;
  config: Config['otp'] & { allowedCountryCodes: string[]; dailyCap: number; dailyCapPerPrefix: number };
  limiter: Limiter;
  secret: string;
  log: FastifyBaseLogger;
}

/** Digits after the country code that name a number range, for the pumping cap. */
const PREFIX_DIGITS = 5;
/**
 * Wrong tries are counted per code and address (OTP_MAX_ATTEMPTS each), so someone else's guesses
 * don't use up a farmer's; a code takes this many times that from all addresses together.
 */
const ADDRESSES_PER_CODE = 4;
/** Codes for a number that work at once: a newer request (anyone's) doesn't void the one being typed. */
const LIVE_CODES = 3;

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
  const { clock, config, transact } = deps;
  const { otps, users } = deps.repos;

  /** The date rules run against this server's clock (the schemas can't know today). */
  const checkDates = (details: SignupDetails) => {
    const errors = dateErrors(details, clock());
    if (errors) throw new AppError(400, errors);
  };

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

  /** Rules an OTP request counts against: caps per number, per network, and SMS-pumping caps. */
  function sendRules(n: Number_, countryCode: string, ip: string, registered: boolean): (Rule & { message: string; alarm?: string })[] {
    const number = `${countryCode}${n.mobile_number}`;
    return [
      { key: `otp:ip:${ip}`, limit: config.maxPerIpPerHour, windowSeconds: 3600, message: M.otpIpLimit, alarm: 'OTP per-network cap reached' },
      // Pumping fraud sends codes to ranges of new premium numbers: cap a number prefix and the
      // total. A farmer with an account logging in is no pumping, and a flood of sign-ups in
      // their range must not lock them out.
      ...(registered ? [] : [{ key: `sms:prefix:${number.slice(0, countryCode.length + PREFIX_DIGITS)}`, limit: config.dailyCapPerPrefix, windowSeconds: 86_400, message: M.smsDailyCap, alarm: 'SMS daily cap per prefix reached' }]),
      { key: 'sms:day', limit: config.dailyCap, windowSeconds: 86_400, message: M.smsDailyCap, alarm: 'SMS daily cap reached' },
    ];
  }

  /** The number's own caps: a few codes in 10 minutes, a few more in a day. */
  function numberRules(n: Number_, countryCode: string): (Rule & { message: string })[] {
    const number = `${countryCode}${n.mobile_number}`;
    return [
      { key: `otp:10min:${number}`, limit: config.maxPer10Min, windowSeconds: 600, message: M.otpTooMany },
      { key: `otp:day:${number}`, limit: config.maxPerDay, windowSeconds: 86_400, message: M.otpTooMany },
    ];
  }

  async function enforceLimits(n: Number_, countryCode: string, ip: string, now: Date, registered: boolean) {
    // The resend wait is a fact about this number's codes, read from the codes themselves.
    const last = await otps.lastSentOn(n.country_code_id, n.mobile_number);
    if (last) {
      const wait = (new Date(last).getTime() + config.resendSeconds * 1000 - now.getTime()) / 1000;
      if (wait > 0) throw tooManyRequests(M.otpWait, wait);
    }
    const general = sendRules(n, countryCode, ip, registered);
    let rules: (Rule & { message: string; alarm?: string })[] = [...numberRules(n, countryCode), ...general];
    let verdict = await deps.limiter.take(rules, now);
    const full = verdict.ok ? null : verdict.rule.key;
    if (full && numberRules(n, countryCode).some((r) => r.key === full)) {
      // The number's caps are spent (perhaps by someone else asking for it): not a lock but a
      // longer wait. One more code an hour still goes to the number, and the SMS caps still hold.
      rules = [{ key: `otp:slow:${countryCode}${n.mobile_number}`, limit: 1, windowSeconds: 3600, message: M.otpTooMany }, ...general];
      verdict = await deps.limiter.take(rules, now);
    }
    if (!verdict.ok) {
      const rule = rules.find((r) => r.key === verdict.rule.key)!;
      if (rule.alarm) deps.log.warn({ cap: rule.key, limit: rule.limit, ip }, rule.alarm);
      throw tooManyRequests(rule.message, verdict.retryAfterSeconds);
    }
  }

  async function requestCode(purpose: Purpose, n: Number_, payload: string | null, ip: string) {
    const country = await checkReference(n);
    if (!config.allowedCountryCodes.includes(country.country_code)) throw badRequest('country_code_id', M.smsCountryNotAllowed);
    // Whether a number has an account is itself worth something to a scraper: each answer counts
    // against the address first, registered or not, sign-up or login.
    const lookup = await deps.limiter.take([{ key: `otp:lookup:ip:${ip}`, limit: config.maxPerIpPerHour, windowSeconds: 3600 }], clock());
    if (!lookup.ok) throw tooManyRequests(M.otpIpLimit, lookup.retryAfterSeconds);
    const userId = await users.idByMobile(n.country_code_id, n.mobile_number);
    if (purpose === 'login' && userId === undefined) throw badRequest('mobile_number', M.mobileNotRegistered);
    if (purpose === 'signup' && userId !== undefined) throw badRequest('mobile_number', M.mobileAlreadyRegistered);

    const now = clock();
    await enforceLimits(n, country.country_code, ip, now, userId !== undefined);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = await otps.addCode({
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

  /**
   * Checks the code against the number's live codes; returns the matching row's id. Tries are
   * counted per number and address (someone else's guessing holds up only themselves, and an
   * overall ceiling bounds guessing from many addresses), and wrong tries per code and address.
   */
  async function verify(purpose: Purpose, n: Number_, code: string, payload: string | null, ip: string) {
    const number = `${n.country_code_id}:${n.mobile_number}`;
    const verdict = await deps.limiter.take([
      { key: `otp:verify:${number}:${ip}`, limit: config.maxVerifyPer10Min, windowSeconds: 600 },
      { key: `otp:verify:${number}`, limit: config.maxVerifyPer10Min * ADDRESSES_PER_CODE, windowSeconds: 600 },
    ], clock());
    if (!verdict.ok) throw tooManyRequests(M.otpTriesWait, verdict.retryAfterSeconds, 'otp');
    const now = clock().toISOString();
    const rows = (await otps.liveCodes(purpose, n.country_code_id, n.mobile_number, LIVE_CODES))
      .filter((r) => r.expires_on > now && r.attempts < config.maxAttempts * ADDRESSES_PER_CODE);
    const newest = rows[0];
    if (!newest) throw badRequest('otp', M.otpExpired);
    // This address's tries at the newest code: spent, it may not try again (others still may).
    const tries = await deps.limiter.take([{ key: `otp:tries:${newest.id}:${ip}`, limit: config.maxAttempts, windowSeconds: config.ttlSeconds }], clock());
    if (!tries.ok) throw badRequest('otp', M.otpTooManyTries);
    const given = Buffer.from(hash(purpose, n, code), 'hex');
    const row = rows.find((r) => timingSafeEqual(Buffer.from(r.code_hash, 'hex'), given));
    if (!row) {
      const attempts = await otps.addAttempt(newest.id);
      throw badRequest('otp', attempts >= config.maxAttempts * ADDRESSES_PER_CODE ? M.otpTooManyTries : M.otpWrong);
    }
    if (payload !== null && row.payload !== payload) throw badRequest('detail', M.signupChanged);
    return row.id;
  }

  return {
    requestLogin: (body: Number_, ip: string) => requestCode('login', body, null, ip),

    requestSignup(body: SignupData, ip: string) {
      checkDates(body);
      return requestCode('signup', body, detailsOf(body), ip);
    },

    async validateLogin(body: Number_ & { otp: string }, ip: string) {
      await checkReference(body);
      const codeId = await verify('login', body, body.otp, null, ip);
      return transact(async (trx) => {
        if (!(await trx.otps.consume(codeId, clock().toISOString(), config.maxAttempts * ADDRESSES_PER_CODE)))
          throw badRequest('otp', M.otpExpired);
        await trx.otps.retireCodes(body.country_code_id, body.mobile_number, clock().toISOString());
        const userId = await trx.users.idByMobile(body.country_code_id, body.mobile_number);
        if (userId === undefined) throw badRequest('mobile_number', M.mobileNotRegistered);
        // The language chosen on the login screen becomes the profile's language.
        await trx.users.update(userId, { language_id: body.language_id }, clock().toISOString());
        return deps.tokens.issue(userId, trx.tokens);
      });
    },

    async validateSignup(body: SignupData & { otp: string }, ip: string) {
      checkDates(body);
      await checkReference(body);
      const codeId = await verify('signup', body, body.otp, detailsOf(body), ip);
      const user: NewUser = {
        name: body.name, country_code_id: body.country_code_id, mobile_number: body.mobile_number,
        language_id: body.language_id, gender: body.gender, pincode: body.pincode, age: body.age, dob: body.dob ?? null,
      };
      try {
        return await transact(async (trx) => {
          if (!(await trx.otps.consume(codeId, clock().toISOString(), config.maxAttempts * ADDRESSES_PER_CODE)))
            throw badRequest('otp', M.otpExpired);
          await trx.otps.retireCodes(body.country_code_id, body.mobile_number, clock().toISOString());
          const userId = await trx.users.create(user, clock().toISOString());
          return deps.tokens.issue(userId, trx.tokens);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest('mobile_number', M.mobileAlreadyRegistered);
        throw err;
      }
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
