/** A model server call with a deadline and a few retries on network errors and 5xx answers. */
export async function callModel(url: string, init: RequestInit, { timeoutMs, retries = 1 }: { timeoutMs: number; retries?: number }): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status >= 500 && attempt < retries) { lastError = new Error(`HTTP ${response.status}`); continue; }
      if (!response.ok) throw new ModelError(`${url}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
      return response;
    } catch (err) {
      if (err instanceof ModelError) throw err;
      lastError = err;
    }
  }
  throw new ModelError(`${url}: ${(lastError as Error)?.name === 'TimeoutError' ? 'timed out' : String((lastError as Error)?.message ?? lastError)}`);
}

export class ModelError extends Error {}

export interface ModelEndpoint { baseUrl: string; apiKey?: string | undefined; model: string; timeoutMs: number }

export const authHeaders = (e: ModelEndpoint): Record<string, string> => (e.apiKey ? { authorization: `Bearer ${e.apiKey}` } : {});
