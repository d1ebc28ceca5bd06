import type { FastifyInstance } from 'fastify';

export interface Probe { name: string; check: () => Promise<unknown> }

/** How long one readiness check may take before the dependency counts as down. */
const PROBE_TIMEOUT_MS = 2000;

const withTimeout = (p: Promise<unknown>) => Promise.race([
  p,
  new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS).unref()),
]);

/**
 * /healthz: the process answers. /readyz: it can serve (database and Redis reachable) and is not
 * shutting down; a balancer stops sending traffic when it fails. Returns a switch that marks the
 * process as draining.
 */
export function registerHealth(app: FastifyInstance, probes: Probe[]) {
  let draining = false;
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    if (draining) return reply.code(503).send({ status: 'draining' });
    const results = await Promise.all(probes.map(async (p) => {
      try {
        await withTimeout(p.check());
        return [p.name, 'ok'] as const;
      } catch {
        return [p.name, 'down'] as const;
      }
    }));
    const checks = Object.fromEntries(results);
    const ready = results.every(([, state]) => state === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
  return { drain: () => { draining = true; } };
}
