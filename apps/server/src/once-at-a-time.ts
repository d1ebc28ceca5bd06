/**
 * `make()`'s promise for `key`, or, while one for the same key is under way, that one: a second
 * caller waits for the first instead of doing the same work again (a forecast the card and a chat
 * answer ask for at once, an answer read aloud tapped twice). Forgotten once settled.
 */
export function onceAtATime<K, T>(running: Map<K, Promise<T>>, key: K, make: () => Promise<T>): Promise<T> {
  const pending = running.get(key);
  if (pending) return pending;
  const made = make().finally(() => running.delete(key));
  running.set(key, made);
  return made;
}
