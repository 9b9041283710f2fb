import { isIP } from 'node:net';

/** Whether an address (as Fastify reports request.ip) is this machine's own. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return ip === '::1';
}
