import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Which proxies stand in front of the server (TRUST_PROXY): none (0), a number of hops, or their
 * addresses (IPs and CIDR ranges).
 */
export type TrustProxy = number | readonly string[];

/**
 * The client's address. Without a trusted proxy, the socket's. Behind proxies, X-Forwarded-For
 * read from the right: each proxy appends the address it received the request from, so the
 * left-most entries are whatever the client wrote and are never believed. With a number of hops,
 * the entry that many steps left of the socket; with a list, the right-most address that is not
 * one of the proxies.
 */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  const socket = socketAddress(c);
  if (trustProxy === 0 || (Array.isArray(trustProxy) && trustProxy.length === 0)) return socket;
  const chain = [...forwardedFor(c.req.header('x-forwarded-for')), socket];
  if (typeof trustProxy === 'number') return chain[Math.max(0, chain.length - 1 - trustProxy)] ?? socket;
  const proxies = trustedProxies(trustProxy as readonly string[]);
  for (let index = chain.length - 1; index > 0; index--) {
    const address = chain[index] as string;
    if (!isTrusted(proxies, address)) return address;
  }
  return chain[0] ?? socket;
}

/** The same client as one key: an IPv6 host controls its whole /64, so it counts as one. */
export function clientKey(ip: string): string {
  const plain = withoutMappedPrefix(ip);
  if (isIP(plain) !== 6) return plain;
  return `${expandIpv6(plain).slice(0, 4).join(':')}::/64`;
}

function socketAddress(c: Context): string {
  try {
    return withoutMappedPrefix(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // app.request() in tests has no socket.
    return c.req.header('x-test-client-ip') ?? '127.0.0.1';
  }
}

/** The hops of X-Forwarded-For, left to right; anything that is not an address is dropped. */
function forwardedFor(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((entry) => withoutMappedPrefix(entry.trim()))
    .filter((entry) => isIP(entry) !== 0);
}

const blockLists = new Map<readonly string[], BlockList>();

function trustedProxies(entries: readonly string[]): BlockList {
  let list = blockLists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  blockLists.set(entries, list);
  return list;
}

function isTrusted(proxies: BlockList, address: string): boolean {
  return proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** ::ffff:192.0.2.1 (an IPv4 client on a dual-stack socket) is 192.0.2.1. */
function withoutMappedPrefix(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** The eight groups of an IPv6 address, each as a lowercase number without leading zeros. */
function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.includes('.') ? group : Number.parseInt(group, 16).toString(16),
  );
}
