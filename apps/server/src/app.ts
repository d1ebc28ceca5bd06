import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE, MEDIA_LIMITS } from '@krishimitra/contract';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { type Assistant, assistantFrom } from './assistant/index.ts';
import { cacheFrom } from './cache/index.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { connect, type Database } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { BOTS, LANGUAGES, seedReferenceData } from './db/reference-data.ts';
import { unitOfWork } from './db/unit-of-work.ts';
import { otpRepository, sharedSecret } from './features/auth/otp-repository.ts';
import { otpService } from './features/auth/otp-service.ts';
import { authRoutes } from './features/auth/routes.ts';
import { tokenRepository } from './features/auth/token-repository.ts';
import { tokenService } from './features/auth/tokens.ts';
import { botRepository } from './features/bots/repository.ts';
import { botRoutes } from './features/bots/routes.ts';
import { botService, logoUrl } from './features/bots/service.ts';
import { chatRepository } from './features/chat/repository.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { chatService } from './features/chat/service.ts';
import { operatorRepository } from './features/operator/repository.ts';
import { operatorRoutes } from './features/operator/routes.ts';
import { operatorService } from './features/operator/service.ts';
import { scriptFonts } from './features/share/fonts.ts';
import { shareRepository } from './features/share/repository.ts';
import { sharePageRoute, shareRoutes } from './features/share/routes.ts';
import { shareService } from './features/share/service.ts';
import { referenceRepository } from './features/reference/repository.ts';
import { referenceRoutes } from './features/reference/routes.ts';
import { referenceService } from './features/reference/service.ts';
import { userRepository } from './features/users/repository.ts';
import { profileRoutes } from './features/users/routes.ts';
import { weatherRoutes } from './features/weather/routes.ts';
import { assistantRoutes } from './features/assistant/routes.ts';
import { weatherCardService } from './features/weather/service.ts';
import { userService } from './features/users/service.ts';
import { authenticators } from './http/authenticate.ts';
import { registerErrorHandling, registerNotFound } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { requestSerializer } from './http/log.ts';
import { rateLimits } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security.ts';
import type { App } from './http/route.ts';
import { serveWeb } from './http/web.ts';
import { serializerCompiler, validatorCompiler } from './http/zod-provider.ts';
import { type Limiter, limiterFrom } from './limits/index.ts';
import { mediaStoreFrom, type MediaStore } from './media/index.ts';
import { smsProviderFrom, type SmsProvider } from './sms/index.ts';

/** Replaceable parts; tests pass fakes here, production takes the defaults built from config. */
export interface Overrides {
  database?: Database;
  sms?: SmsProvider;
  assistant?: Assistant;
  media?: MediaStore;
  limiter?: Limiter;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests read it); stdout when absent. */
  logStream?: { write(line: string): void };
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** static/ sits beside src/ and dist/ alike. */
const STATIC_DIR = path.resolve(here, '..', 'static');
/** The web app's build, beside the server's in the monorepo. */
const WEB_DIST = path.resolve(here, '..', '..', 'web', 'dist');

/** Assembles the server from parsed config: infrastructure, then services, then routes. */
export async function buildApp(config: Config, overrides: Overrides = {}) {
  const app = Fastify({
    // Tokens travel in the Authorization header; never let a log line carry one.
    logger: overrides.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: requestSerializer },
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const database = overrides.database ?? connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  app.addHook('onClose', async () => { await db.destroy(); });
  await migrate(database, seedReferenceData);

  const clock = overrides.clock ?? systemClock;
  const sms = overrides.sms ?? smsProviderFrom(config.sms, app.log);
  const media = overrides.media ?? mediaStoreFrom(config);
  const limiter = overrides.limiter ?? limiterFrom(config.redis, database, config.dataDir);
  app.addHook('onClose', async () => { await limiter.close(); });
  const cache = cacheFrom(config.redis, db);
  app.addHook('onClose', async () => { await cache.close(); });
  // A test's stand-in assistant comes without the forecast tool (the card then says so).
  const built = overrides.assistant ? null : assistantFrom(config.assistant, app.log, { cache, clock });
  app.addHook('onClose', async () => { await built?.close(); });
  if (built) app.addHook('onListen', async () => { void built.warm(); });
  const assistant = overrides.assistant ?? built!.assistant;
  const secret = config.otp.secret ?? (await sharedSecret(db, 'otp', () => randomBytes(32).toString('hex')));

  const reference = referenceRepository(db);
  const bots = botRepository(db);
  const users = userRepository(db);
  const chats = chatRepository(db);
  const fonts = scriptFonts(config.webDist ?? WEB_DIST);
  const shares = shareService({ shares: shareRepository(db), chats, clock, fonts });
  const tokens = tokenService(tokenRepository(db), clock, config.tokenTtlDays);
  const otp = otpService({
    repos: { otps: otpRepository(db), users },
    transact: unitOfWork(db, (trx) => ({ otps: otpRepository(trx), users: userRepository(trx), tokens: tokenRepository(trx) })),
    reference, tokens, sms, clock, secret, log: app.log,
    limiter,
    config: { ...config.otp, allowedCountryCodes: config.sms.allowedCountryCodes, dailyCap: config.sms.dailyCap, dailyCapPerPrefix: config.sms.dailyCapPerPrefix },
  });
  const limits = rateLimits(limiter, clock, config.rates);
  const chat = chatService({ chats, bots, reference, media, assistant, clock, log: app.log, quotas: config.media.quotas });
  // In the background once serving: a big media folder must not delay the start. Anonymous media
  // past its retention goes then and every hour after.
  const prune = () => chat.pruneAnonymousMedia(config.media.anonymousRetentionDays)
    .then((removed) => { if (removed) app.log.info({ removed }, 'anonymous media past retention removed'); })
    .catch((err: unknown) => app.log.warn({ err }, 'media retention failed'));
  let pruning: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void chat.sweepMedia()
      .then((removed) => { if (removed) app.log.info({ removed }, 'media left by a crash removed'); })
      .catch((err: unknown) => app.log.warn({ err }, 'media sweep failed'))
      .then(prune);
    pruning = setInterval(() => void prune(), 3_600_000).unref();
  });
  app.addHook('onClose', async () => { clearInterval(pruning); });
  const { requireUser, optionalUser } = authenticators(tokens);
  const logo = (slug: string) => logoUrl(config.publicUrl, slug);

  await registerSecurityHeaders(app, config.corsOrigins);
  const health = registerHealth(app, [
    { name: 'database', check: () => sql`select 1`.execute(db) },
    ...(config.redis ? [{ name: 'redis', check: () => limiter.ping() }] : []),
  ]);
  app.decorate('drain', health.drain);

  await app.register(multipart, {
    limits: { fileSize: MEDIA_LIMITS.video + 1, files: 2, fields: 10, fieldSize: 16 * 1024, parts: 12, headerPairs: 100 },
  });
  await app.register(async (api) => {
    const scoped = api as unknown as App;
    referenceRoutes(scoped, referenceService(reference));
    botRoutes(scoped, botService(bots, config.publicUrl), requireUser);
    authRoutes(scoped, otp, tokens, requireUser);
    profileRoutes(scoped, userService(users, reference, clock), requireUser);
    chatRoutes(scoped, { chat, logo, requireUser, optionalUser, limits });
    shareRoutes(scoped, { shares, optionalUser, limits });
    weatherRoutes(scoped, { weather: weatherCardService({ weather: built?.weather ?? null, users, reference }), optionalUser, limits });
    assistantRoutes(scoped, { speech_to_text: config.assistant.stt !== null, speech: config.assistant.tts !== null, vision: config.assistant.llm?.vision ?? false });
  }, { prefix: API_BASE });

  await app.register(fastifyStatic, { root: STATIC_DIR, prefix: '/static/', decorateReply: false, maxAge: 86400_000 });
  sharePageRoute(app, { shares, limits });
  await operatorRoutes(app, { operators: operatorService({ operators: operatorRepository(db), clock }), clock,
    languages: LANGUAGES.map((l) => l.code), bots: BOTS.map((b) => b.slug), fonts });
  registerNotFound(app, await serveWeb(app, config.webDist ?? WEB_DIST));
  return app;
}
