/**
 * GET a live provider's JSON within the caller's deadline. Every failure (no network, the deadline,
 * an error status, not JSON) throws the provider's own error class with a short message; `showBody`
 * adds the start of an error answer (never for a provider whose URL carries a key).
 */
export async function getJson(url: URL, signal: AbortSignal, fail: new (message: string) => Error, { showBody = false } = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (err) {
    const { name, message } = err as Error;
    throw new fail(`${url.host}: ${name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : message}`);
  }
  const text = await response.text();
  if (!response.ok) throw new fail(`${url.host}: HTTP ${response.status}${showBody ? ` ${text.slice(0, 200)}` : ''}`);
  try { return JSON.parse(text); } catch { throw new fail(`${url.host}: not JSON`); }
}
