import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientIp } from '../../http/client-ip.ts';
import type { Clock } from '../../clock.ts';
import { answerForm, dashboard, esc, type Query, reviewForm, signInPage, table, useFonts, type View, VIEWS } from './pages.ts';
import { csv, declinedGroups, latency, mostAsked, type Turn, turnsOf, weekOf } from './reports.ts';
import type { Operator, OperatorService } from './service.ts';

const COOKIE = 'km_operator';
/** A week's questions read at most: a pilot's week, not a data warehouse. */
const WEEK_ROWS = 20_000;

const cookieOf = (request: FastifyRequest) => /(?:^|;\s*)km_operator=([A-Za-z0-9_-]+)/.exec(request.headers.cookie ?? '')?.[1];
const setCookie = (reply: FastifyReply, value: string, maxAge: number) =>
  reply.header('set-cookie', `${COOKIE}=${value}; Path=/admin; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAge}`);
// same-origin, not the site's no-referrer: under no-referrer a browser sends 'Origin: null' with
// a form, and the Origin check below could not tell our own forms from anyone's.
const html = (reply: FastifyReply, body: string, status = 200) => reply.status(status).header('content-type', 'text/html; charset=utf-8')
  .header('cache-control', 'no-store').header('referrer-policy', 'same-origin').send(body);

const query = z.object({
  view: z.enum(Object.keys(VIEWS) as [View, ...View[]]).catch('declined'),
  week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().catch(undefined),
  language: z.string().max(8).catch(''), bot: z.string().max(40).catch(''), route: z.string().max(20).catch(''), crop: z.string().max(40).catch(''),
}).partial({ language: true, bot: true, route: true, crop: true });
/** Back to the view a form was sent from: only a view's own query, never another address. */
const backTo = (back: string | undefined) => `/admin/?${back?.startsWith('view=') ? back : ''}`;
const form = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? request.body as Record<string, string> : {});

/**
 * The content team's back office at /admin (issue 15): its own accounts and session cookie
 * (HttpOnly, Secure, SameSite=Strict), a CSRF token in every form, and the Origin checked on
 * every POST; a farmer's bearer token opens nothing here. Every action is logged.
 */
export async function operatorRoutes(app: FastifyInstance, deps: { operators: OperatorService; clock: Clock; languages: string[]; bots: string[]; fonts?: Record<string, string> }) {
  const { operators } = deps;
  useFonts(deps.fonts ?? {});
  await app.register(async (admin) => {
    admin.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    /** A POST must come from our own pages: the Origin, when the browser sends one, is this site. */
    const sameOrigin = (request: FastifyRequest) => {
      const origin = request.headers.origin;
      return !origin || origin === `${request.protocol}://${request.headers.host}`;
    };
    const signedIn = async (request: FastifyRequest): Promise<Operator | null> => operators.operatorOf(cookieOf(request));
    const guarded = async (request: FastifyRequest, reply: FastifyReply): Promise<Operator | null> => {
      const operator = await signedIn(request);
      if (!operator) { void html(reply, signInPage('Please sign in.'), 401); return null; }
      if (request.method === 'POST' && (!sameOrigin(request) || form(request).csrf !== operator.csrf)) {
        void html(reply, signInPage('That form was out of date or came from elsewhere. Please try again.'), 403);
        return null;
      }
      return operator;
    };

    admin.get('/admin/', async (request, reply) => {
      const operator = await signedIn(request);
      if (!operator) return html(reply, signInPage());
      const q = queryOf(request);
      const turns = await weekTurns(q);
      return html(reply, dashboard(operator, q, render(q, turns, operator), { languages: deps.languages, bots: deps.bots }));
    });

    admin.post('/admin/login', async (request, reply) => {
      if (!sameOrigin(request)) return html(reply, signInPage('That form came from elsewhere.'), 403);
      const { name = '', password = '' } = form(request);
      const result = await operators.signIn(String(name).slice(0, 64), String(password).slice(0, 200), clientIp(request));
      if (!result.ok) {
        const message = result.waitSeconds > 0 ? `Too many failed sign-ins. Please wait ${result.waitSeconds} seconds and try again.` : 'Wrong name or password.';
        return html(reply.header('retry-after', String(result.waitSeconds || 1)), signInPage(message), result.waitSeconds > 0 ? 429 : 401);
      }
      setCookie(reply, result.token, 12 * 3600);
      return reply.redirect('/admin/', 303);
    });

    admin.post('/admin/logout', async (request, reply) => {
      const operator = await guarded(request, reply);
      if (!operator) return reply;
      await operators.signOut(operator, cookieOf(request)!);
      setCookie(reply, '', 0);
      return reply.redirect('/admin/', 303);
    });

    admin.post('/admin/review', async (request, reply) => {
      const operator = await guarded(request, reply);
      if (!operator) return reply;
      const body = z.object({ turn_id: z.coerce.number().int().positive(), status: z.enum(['needs_content', 'answered']), back: z.string().optional() }).safeParse(form(request));
      if (!body.success || !(await operators.review(operator, body.data.turn_id, body.data.status))) return html(reply, signInPage('No such question.'), 404);
      return reply.redirect(backTo(body.data.back), 303);
    });

    admin.post('/admin/answer', async (request, reply) => {
      const operator = await guarded(request, reply);
      if (!operator) return reply;
      const body = z.object({ turn_id: z.coerce.number().int().positive(), text: z.string().trim().min(2).max(2000), back: z.string().optional() }).safeParse(form(request));
      if (!body.success) return html(reply, signInPage('Write an answer of 2 to 2000 characters.'), 400);
      if (!(await operators.answer(operator, body.data.turn_id, body.data.text))) return html(reply, signInPage('No such question.'), 404);
      return reply.redirect(backTo(body.data.back), 303);
    });

    admin.get('/admin/export.csv', async (request, reply) => {
      const operator = await guarded(request, reply);
      if (!operator) return reply;
      const q = queryOf(request);
      const turns = await weekTurns(q);
      await operators.log(operator, 'exported', `${q.view} week ${q.week}`);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="krishimitra-${q.view}-${q.week}.csv"`).send(exportOf(q, turns));
    });
  });

  function queryOf(request: FastifyRequest): Query {
    const q = query.parse(request.query ?? {});
    return { view: q.view, week: weekOf(q.week ? new Date(`${q.week}T00:00:00Z`) : deps.clock()).monday, language: q.language ?? '', bot: q.bot ?? '', route: q.route ?? '', crop: q.crop ?? '' };
  }
  async function weekTurns(q: Query): Promise<Turn[]> {
    const { from, to } = weekOf(new Date(`${q.week}T00:00:00Z`));
    return turnsOf(await operators.turns(from, to, WEEK_ROWS), { language: q.language || undefined, bot: q.bot || undefined, route: q.route || undefined, crop: q.crop || undefined });
  }
}

function render(q: Query, turns: Turn[], operator: Operator): string {
  const back = new URLSearchParams({ ...q } as Record<string, string>).toString();
  if (q.view === 'declined') {
    return table(['times', 'intent', 'crop', 'question', 'language', 'farmer', 'why declined', 'mark'],
      declinedGroups(turns).flatMap((g) => g.turns.map((t, i) => [
        i === 0 ? `${g.turns.length}×` : '', esc(t.intent), esc(t.crop), esc(t.question), esc(t.language), esc(t.farmer), esc(t.reason),
        reviewForm(t, operator.csrf, back) + answerForm(t, operator.csrf, back)])));
  }
  if (q.view === 'disliked') {
    return table(['when', 'question', 'answer from', 'reasons', 'note', 'language', 'farmer', 'mark'],
      turns.filter((t) => t.rating === 'down').map((t) => [esc(t.asked.slice(0, 16).replace('T', ' ')), esc(t.question), esc(t.entry || t.route),
        esc(t.reasons.join(', ')), esc(t.note), esc(t.language), esc(t.farmer), reviewForm(t, operator.csrf, back) + answerForm(t, operator.csrf, back)]));
  }
  if (q.view === 'asked') return table(['times', 'question', 'language'], mostAsked(turns).map((a) => [String(a.n), esc(a.text), esc(a.language)]));
  return table(['language', 'route', 'answers', 'median ms', '95th percentile ms'], latency(turns).map((l) => [esc(l.language), esc(l.route), String(l.n), String(l.p50), String(l.p95)]));
}

function exportOf(q: Query, turns: Turn[]): string {
  if (q.view === 'asked') return csv(['times', 'question', 'language'], mostAsked(turns, 1000).map((a) => [a.n, a.text, a.language]));
  if (q.view === 'latency') return csv(['language', 'route', 'answers', 'median_ms', 'p95_ms'], latency(turns).map((l) => [l.language, l.route, l.n, l.p50, l.p95]));
  const rows = q.view === 'disliked' ? turns.filter((t) => t.rating === 'down') : turns.filter((t) => t.route === 'decline');
  return csv(['id', 'asked', 'language', 'bot', 'route', 'intent', 'crop', 'entry', 'reason', 'question', 'rating', 'reasons', 'note', 'farmer', 'review'],
    rows.map((t) => [t.id, t.asked, t.language, t.bot, t.route, t.intent, t.crop, t.entry, t.reason, t.question, t.rating, t.reasons.join(' '), t.note, t.farmer, t.review]));
}
