import {
  chat, chatAnonymous, chatSpeech, createSession, createSessionAnonymous, listConversations, listSessions, M, rateAnswer, withoutNul,
} from '@krishimitra/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../../http/authenticate.ts';
import { pageOf } from '../../http/paging.ts';
import type { RateLimits } from '../../http/rate-limit.ts';
import { type App, schemaOf } from '../../http/route.ts';
import { discardUploads, readChatForm } from './form.ts';
import { type ChatService, SESSIONS_PAGE, TURNS_PAGE } from './service.ts';

type Guard = (r: FastifyRequest) => Promise<void>;

export function chatRoutes(
  app: App,
  deps: { chat: ChatService; logo: (slug: string) => string; requireUser: Guard; optionalUser: Guard; limits: RateLimits },
) {
  const { chat: service, requireUser, optionalUser, limits } = deps;

  app.post(createSession.path, { schema: schemaOf(createSession), onRequest: [requireUser, limits.sessionsFromAddress] }, (request) =>
    service.createSession(callerOf(request), request.body));
  app.post(createSessionAnonymous.path, { schema: schemaOf(createSessionAnonymous), onRequest: limits.sessionsFromAddress }, (request) =>
    service.createSession(null, request.body));

  app.get(listSessions.path, { schema: schemaOf(listSessions), onRequest: [requireUser, limits.historyFromAddress] }, async (request) => {
    const { page } = request.query;
    const { results, count } = await service.sessions(callerOf(request), page, deps.logo);
    return pageOf(results, count, page, SESSIONS_PAGE, request.url);
  });

  app.get(listConversations.path, { schema: schemaOf(listConversations), onRequest: [optionalUser, limits.historyFromAddress] }, async (request) => {
    const { page, session_id } = request.query;
    const { results, count } = await service.conversations(request.caller, session_id, page);
    return pageOf(results, count, page, TURNS_PAGE, request.url);
  });

  // A rating is cheap, but counted like reading the history: no one fills the table at will.
  app.post(rateAnswer.path, { schema: schemaOf(rateAnswer), onRequest: [optionalUser, limits.historyFromAddress] }, (request) =>
    service.rate(request.caller, request.body));

  // Limits are checked before the form is read (per address) and right after (per caller, and
  // uploads), so a refused question costs no assistant time and no storage.
  // The uploads' temporary files go when the question is done with, whatever happened.
  const ask = async (request: FastifyRequest, caller: ReturnType<typeof callerOf> | null, anonymous: boolean) => {
    const { fields, uploads } = await readChatForm(request);
    try {
      await limits.chatFromCaller(request, fields.session_id, uploads.length);
      return await service.ask(caller, anonymous, fields, uploads);
    } finally {
      await discardUploads(uploads);
    }
  };
  app.post(chat.path, { schema: { response: { 200: chat.response } }, onRequest: [requireUser, limits.chatFromAddress] }, (request) =>
    ask(request, callerOf(request), false));
  app.post(chatAnonymous.path, { schema: { response: { 200: chatAnonymous.response } }, onRequest: limits.chatFromAddress }, (request) => {
    request.caller = null;
    return ask(request, null, true);
  });

  // Reading an answer aloud costs the server as much as a spoken answer: it counts as a question.
  app.get(chatSpeech.path, { schema: { querystring: chatSpeech.query }, onRequest: [optionalUser, limits.chatFromAddress] }, async (request, reply) => {
    const { session_id, turn_id } = request.query;
    const spoken = await service.speech(request.caller, session_id, turn_id);
    return reply
      .header('content-type', spoken.mime)
      .header('content-length', String(spoken.size))
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(spoken.body);
  });

  const mediaParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: M.notFound }) });
  const mediaQuery = z.object({ session_id: z.string().max(64).refine(withoutNul, { error: M.invalidCharacters }).optional() });
  app.get('/media/:id/', { schema: { params: mediaParams, querystring: mediaQuery }, onRequest: optionalUser }, async (request, reply) => {
    const file = await service.media(request.params.id, request.caller, request.query.session_id);
    return reply
      .header('content-type', file.mime)
      .header('content-length', String(file.size))
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.stream);
  });
}
