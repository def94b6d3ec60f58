import { isIPv4, isIPv6 } from 'node:net';

/** An IPv4 address written as IPv6 (`::ffff:203.0.113.5`), as a dual-stack socket reports it. */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

function unmapped(address: string): string {
  return MAPPED_IPV4.exec(address)?.[1] ?? address;
}

/** Whether an address is this machine's: 127.0.0.0/8 or ::1 (also written as IPv4-mapped IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = unmapped(address.trim());
  if (isIPv4(plain)) return plain.startsWith('127.');
  return isIPv6(plain) && ipv6Groups(plain).join(':') === '0:0:0:0:0:0:0:1';
}

/** The eight groups of an IPv6 address, written out. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/**
 * What counts as one address for per-address limits: an IPv4 address, or an IPv6 /64. A home, an office or a
 * phone on a carrier gets a whole /64 and picks any address in it, so counting IPv6 addresses one by one would
 * let one machine be a billion "addresses".
 */
export function addressKey(address: string): string {
  const plain = unmapped(address);
  if (!isIPv6(plain) || plain.includes('.')) return plain;
  return `${ipv6Groups(plain.split('%')[0]!).slice(0, 4).join(':')}::/64`;
}

/** The addresses a request says it was forwarded for (X-Forwarded-For, X-Real-IP, Forwarded), as written. */
function forwardedFor(headers: Record<string, string | string[] | undefined>): string[] {
  const text = (name: string) => [headers[name] ?? []].flat().join(',');
  const listed = [...text('x-forwarded-for').split(','), ...text('x-real-ip').split(',')];
  for (const match of text('forwarded').matchAll(/for=("?)\[?([^\]";,]+)/gi)) listed.push(match[2]!);
  return listed.map((address) => address.trim()).filter(Boolean);
}

/**
 * Whether a request comes from this machine: its connection is loopback's and, whether proxies are trusted or
 * not, nobody forwarded it on someone else's behalf (a proxy on this machine passing on a request from outside).
 */
export function fromThisMachine(request: {
  raw: { socket: { remoteAddress?: string | undefined } };
  headers: Record<string, string | string[] | undefined>;
}): boolean {
  if (!isLoopback(request.raw.socket.remoteAddress)) return false;
  return forwardedFor(request.headers).every(isLoopback);
}
