import type { Page } from '@krishimitra/contract';

/** Builds the {results, count, next, prev} envelope; next/prev keep the request's other query values. */
export function pageOf<T>(results: T[], count: number, page: number, size: number, url: string): Page<T> {
  const [path, search = ''] = url.split('?');
  const link = (n: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(n));
    return `${path}?${params.toString()}`;
  };
  return {
    results,
    count,
    next: page * size < count ? link(page + 1) : null,
    prev: page > 1 ? link(Math.min(page - 1, Math.max(1, Math.ceil(count / size)))) : null,
  };
}

export const offsetOf = (page: number, size: number) => (page - 1) * size;
