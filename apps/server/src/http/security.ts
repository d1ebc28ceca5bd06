import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const YEAR = 31_536_000;

/**
 * Browser-facing protections for the API and the web app alike. The CSP allows only our own
 * scripts (the web build has no inline script); styles allow inline because the toast library
 * injects its stylesheet at run time. Recorded voice, camera previews and spoken answers are blob:
 * and data: URLs.
 */
export async function registerSecurityHeaders(app: FastifyInstance, corsOrigins: string[]) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        // The waveform player fetches the recording it draws: a blob: (recorded, or fetched with
        // the token) or a data: URL (a spoken answer).
        connectSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only means something over TLS: sent below when the request came in by https.
    strictTransportSecurity: false,
    // Media and bot logos are fetched by our own pages only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${YEAR}; includeSubDomains`);
  });
  // Other sites may call the API only when listed in CORS_ORIGINS; by default, none.
  await app.register(cors, {
    origin: corsOrigins.length ? corsOrigins : false,
    methods: ['GET', 'POST'],
    allowedHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Marks the process as shutting down: /readyz fails so the balancer stops sending traffic. */
    drain: () => void;
  }
}
