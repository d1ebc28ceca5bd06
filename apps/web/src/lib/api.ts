import type { BodyOf, CallOf, ErrorBody, ResponseOf } from '@krishimitra/contract';
import { API_BASE, type Route } from '@krishimitra/contract/routes';
import toast from 'react-hot-toast';
import i18n from './i18n.ts';
import { translateMessage } from './messages.ts';
import { clearToken, getToken } from './storage.ts';

export class ApiError extends Error {
  constructor(readonly status: number, readonly body: ErrorBody | null) {
    super(`HTTP ${status}`);
  }
}

/** Shows a failed call's error body as toasts: one per message; the generic text when there is none. */
export function toastErrors(body: ErrorBody | null) {
  const messages = body && typeof body === 'object' ? Object.values(body).flat().filter((m) => typeof m === 'string') : [];
  if (messages.length === 0) toast.error(i18n.t('errors.generic'));
  for (const message of messages) toast.error(translateMessage(message));
}

interface Options<R extends Route> {
  body?: BodyOf<CallOf<R>> | FormData;
  query?: Record<string, string | number>;
  /** Show error toasts (default) or leave them to the caller. */
  quiet?: boolean;
}

/**
 * Calls the API as the spec says: bearer token when stored; any 401 drops the token and sends
 * the browser to /; any other failure shows its messages as toasts and rejects with the body.
 */
export async function request<R extends Route>(call: R, options: Options<R> = {}): Promise<ResponseOf<CallOf<R>>> {
  const query = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}` : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${call.path}${query}`, { method: call.method, headers, body });
  } catch {
    // Offline, the banner already says so (once): no toast per failed call. Online, calls that
    // fail together share one toast.
    if (!options.quiet && navigator.onLine) toast.error(i18n.t('errors.generic'), { id: 'network' });
    throw new ApiError(0, null);
  }
  if (response.status === 401) {
    clearToken();
    window.location.assign('/');
    throw new ApiError(401, null);
  }
  const text = await response.text();
  let parsed: unknown;
  try { parsed = text ? JSON.parse(text) : null; } catch { parsed = null; }
  if (!response.ok) {
    const errorBody = parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
    if (!options.quiet) toastErrors(errorBody);
    throw new ApiError(response.status, errorBody);
  }
  return parsed as ResponseOf<CallOf<R>>;
}
