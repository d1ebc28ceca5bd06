import type { FastifyRequest } from 'fastify';

/**
 * The caller's address as limits count it (behind a proxy only when TRUST_PROXY is set, so it
 * can't be forged). An IPv6 caller is its /64: one subscriber gets a whole /64 and can pick a new
 * address from it at will. An IPv4 address written as IPv6 (::ffff:1.2.3.4) is the IPv4 one.
 */
export const clientIp = (request: FastifyRequest) => addressKey(request.ip || 'unknown');

export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head, tail] = ip.toLowerCase().split('%')[0]!.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
