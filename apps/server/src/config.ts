import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', '']).optional().transform((v) => v === 'true' || v === '1');
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const list = (fallback: string) =>
  z.string().default(fallback).transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

/** Every environment variable the server reads; the README's table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(8080, 0),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  MEDIA_DIR: z.string().optional(),
  PUBLIC_URL: z.string().url().optional().transform((s) => s?.replace(/\/$/, '')),
  TRUST_PROXY: bool,
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  REDIS_PREFIX: z.string().default('km:'),
  CORS_ORIGINS: list(''),
  SHUTDOWN_DELAY_MS: int(5000, 0),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,

  RATE_CHAT_PER_MINUTE: int(20, 1),
  RATE_CHAT_PER_IP_PER_MINUTE: int(120, 1),
  RATE_UPLOADS_PER_HOUR: int(60, 1),
  RATE_UPLOADS_PER_IP_PER_HOUR: int(600, 1),
  RATE_SESSIONS_PER_IP_PER_HOUR: int(300, 1),
  MEDIA_QUOTA_MB_PER_FARMER: int(500, 1),
  MEDIA_QUOTA_MB_PER_SESSION: int(100, 1),
  MEDIA_RETENTION_DAYS_ANONYMOUS: int(30, 1),

  OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OTP_TTL_SECONDS: int(300, 30),
  OTP_RESEND_SECONDS: int(90, 0),
  OTP_MAX_PER_10_MIN: int(3, 1),
  OTP_MAX_PER_DAY: int(10, 1),
  OTP_MAX_PER_IP_PER_HOUR: int(30, 1),
  OTP_MAX_ATTEMPTS: int(5, 1),
  OTP_MAX_VERIFY_PER_10_MIN: int(10, 1),
  SMS_DAILY_CAP: int(20000, 1),
  SMS_DAILY_CAP_PER_PREFIX: int(500, 1),
  TOKEN_TTL_DAYS: int(30, 1),

  SMS_PROVIDER: z.enum(['console', 'msg91', 'twilio']).optional(),
  SMS_ALLOW_CONSOLE_IN_PRODUCTION: bool,
  SMS_ALLOWED_COUNTRY_CODES: list('+91'),
  SMS_TIMEOUT_MS: int(10000, 100),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),

  KNOWLEDGE_DIR: z.string().optional(),
  KNOWLEDGE_SEARCH: z.enum(['keys', 'library']).default('keys'),
  /** Worker threads that think (safety, search, route, compose); 0, the default, thinks on the main thread. */
  ENGINE_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** Build every language's search index after start (default: yes, except under NODE_ENV=test). */
  SEARCH_WARM: z.enum(['true', 'false', '1', '0']).optional(),
  LLM_BASE_URL: z.string().url().optional().transform((s) => s?.replace(/\/$/, '')),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_VISION: bool,
  LLM_TIMEOUT_MS: int(15000, 100),
  STT_BASE_URL: z.string().url().optional().transform((s) => s?.replace(/\/$/, '')),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().default('whisper-1'),
  STT_TIMEOUT_MS: int(20000, 100),
  TTS_PROVIDER: z.enum(['espeak', 'openai', 'none']).default('espeak'),
  TTS_BASE_URL: z.string().url().optional().transform((s) => s?.replace(/\/$/, '')),
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().default('tts-1'),
  TTS_VOICE: z.string().default('alloy'),
  TTS_TIMEOUT_MS: int(20000, 100),

  WEATHER_PROVIDER: z.enum(['open-meteo', 'none']).default('open-meteo'),
  WEATHER_BASE_URL: z.string().url().default('https://api.open-meteo.com'),
  WEATHER_GEOCODING_URL: z.string().url().default('https://geocoding-api.open-meteo.com'),
  WEATHER_TIMEOUT_MS: int(5000, 100),

  DATA_GOV_IN_API_KEY: z.string().trim().min(1).optional(),
  DATA_GOV_IN_BASE_URL: z.string().url().default('https://api.data.gov.in'),
  PRICES_TIMEOUT_MS: int(8000, 100),
});

export type Env = z.input<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment once, naming every bad variable at the same time. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const smsProvider = e.SMS_PROVIDER ?? (production ? undefined : 'console');
  const problems: string[] = [];
  if (!smsProvider) problems.push('  SMS_PROVIDER: required when NODE_ENV=production (msg91 or twilio)');
  if (production && smsProvider === 'console' && !e.SMS_ALLOW_CONSOLE_IN_PRODUCTION)
    problems.push('  SMS_PROVIDER: console prints codes to the log; set SMS_ALLOW_CONSOLE_IN_PRODUCTION=true to allow it in production');
  if (smsProvider === 'msg91') {
    if (!e.MSG91_AUTH_KEY) problems.push('  MSG91_AUTH_KEY: required for SMS_PROVIDER=msg91');
    if (!e.MSG91_TEMPLATE_ID) problems.push('  MSG91_TEMPLATE_ID: required for SMS_PROVIDER=msg91');
  }
  if (smsProvider === 'twilio') {
    if (!e.TWILIO_ACCOUNT_SID) problems.push('  TWILIO_ACCOUNT_SID: required for SMS_PROVIDER=twilio');
    if (!e.TWILIO_AUTH_TOKEN) problems.push('  TWILIO_AUTH_TOKEN: required for SMS_PROVIDER=twilio');
    if (!e.TWILIO_FROM && !e.TWILIO_MESSAGING_SERVICE_SID)
      problems.push('  TWILIO_FROM: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required for SMS_PROVIDER=twilio');
  }
  if (e.TTS_PROVIDER === 'openai' && !e.TTS_BASE_URL) problems.push('  TTS_BASE_URL: required for TTS_PROVIDER=openai');
  if (production && !e.OTP_SECRET) problems.push('  OTP_SECRET: required when NODE_ENV=production (shared by every server process)');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    publicUrl: e.PUBLIC_URL ?? '',
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    otp: {
      secret: e.OTP_SECRET,
      ttlSeconds: e.OTP_TTL_SECONDS,
      resendSeconds: e.OTP_RESEND_SECONDS,
      maxPer10Min: e.OTP_MAX_PER_10_MIN,
      maxPerDay: e.OTP_MAX_PER_DAY,
      maxPerIpPerHour: e.OTP_MAX_PER_IP_PER_HOUR,
      maxAttempts: e.OTP_MAX_ATTEMPTS,
      maxVerifyPer10Min: e.OTP_MAX_VERIFY_PER_10_MIN,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
    corsOrigins: e.CORS_ORIGINS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    s3: e.S3_BUCKET ? {
      bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, forcePathStyle: e.S3_FORCE_PATH_STYLE,
      credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    } : null,
    rates: {
      chatPerMinute: e.RATE_CHAT_PER_MINUTE,
      chatPerIpPerMinute: e.RATE_CHAT_PER_IP_PER_MINUTE,
      uploadsPerHour: e.RATE_UPLOADS_PER_HOUR,
      uploadsPerIpPerHour: e.RATE_UPLOADS_PER_IP_PER_HOUR,
      sessionsPerIpPerHour: e.RATE_SESSIONS_PER_IP_PER_HOUR,
    },
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    media: {
      quotas: { farmerBytes: e.MEDIA_QUOTA_MB_PER_FARMER * 1024 * 1024, sessionBytes: e.MEDIA_QUOTA_MB_PER_SESSION * 1024 * 1024 },
      anonymousRetentionDays: e.MEDIA_RETENTION_DAYS_ANONYMOUS,
    },
    assistant: {
      knowledgeDir: e.KNOWLEDGE_DIR ? path.resolve(e.KNOWLEDGE_DIR) : undefined,
      search: e.KNOWLEDGE_SEARCH,
      engineThreads: e.ENGINE_THREADS,
      // Every language's search index built after start, not on its first question (a test's
      // server answers a handful of questions: building all ten would only slow the suite).
      warmSearch: e.SEARCH_WARM === undefined ? e.NODE_ENV !== 'test' : e.SEARCH_WARM === 'true' || e.SEARCH_WARM === '1',
      llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS, vision: e.LLM_VISION } : null,
      stt: e.STT_BASE_URL ? { baseUrl: e.STT_BASE_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL, timeoutMs: e.STT_TIMEOUT_MS } : null,
      tts: e.TTS_PROVIDER === 'none' ? null
        : e.TTS_PROVIDER === 'openai' ? { provider: 'openai' as const, baseUrl: e.TTS_BASE_URL ?? '', apiKey: e.TTS_API_KEY, model: e.TTS_MODEL, voice: e.TTS_VOICE, timeoutMs: e.TTS_TIMEOUT_MS }
        : { provider: 'espeak' as const },
      weather: e.WEATHER_PROVIDER === 'none' ? null
        : { provider: 'open-meteo' as const, baseUrl: e.WEATHER_BASE_URL, geocodingUrl: e.WEATHER_GEOCODING_URL, timeoutMs: e.WEATHER_TIMEOUT_MS },
      prices: e.DATA_GOV_IN_API_KEY ? { baseUrl: e.DATA_GOV_IN_BASE_URL, apiKey: e.DATA_GOV_IN_API_KEY, timeoutMs: e.PRICES_TIMEOUT_MS } : null,
    },
    sms: {
      provider: smsProvider as 'console' | 'msg91' | 'twilio',
      allowedCountryCodes: e.SMS_ALLOWED_COUNTRY_CODES,
      dailyCap: e.SMS_DAILY_CAP,
      dailyCapPerPrefix: e.SMS_DAILY_CAP_PER_PREFIX,
      timeoutMs: e.SMS_TIMEOUT_MS,
      msg91: { authKey: e.MSG91_AUTH_KEY ?? '', templateId: e.MSG91_TEMPLATE_ID ?? '', baseUrl: e.MSG91_BASE_URL },
      twilio: {
        accountSid: e.TWILIO_ACCOUNT_SID ?? '',
        authToken: e.TWILIO_AUTH_TOKEN ?? '',
        from: e.TWILIO_FROM,
        messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
        baseUrl: e.TWILIO_BASE_URL,
      },
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
