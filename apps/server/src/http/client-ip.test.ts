import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, clientKey, type TrustProxy } from './client-ip.ts';

/** The address the server sees for a request from `socket` with this X-Forwarded-For. */
async function seen(trustProxy: TrustProxy, socket: string, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trustProxy)));
  const headers: Record<string, string> = { 'x-test-client-ip': socket };
  if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor;
  return (await app.request('/', { headers })).text();
}

describe('clientIp', () => {
  it('believes no X-Forwarded-For without a trusted proxy', async () => {
    expect(await seen(0, '203.0.113.1', '198.51.100.1')).toBe('203.0.113.1');
  });

  it('takes the hop the trusted proxies saw, never the left-most one the client wrote', async () => {
    expect(await seen(1, '10.0.0.1', '203.0.113.1')).toBe('203.0.113.1');
    expect(await seen(1, '10.0.0.1', '198.51.100.66, 203.0.113.1')).toBe('203.0.113.1');
    expect(await seen(2, '10.0.0.2', '198.51.100.66, 203.0.113.1, 10.0.0.1')).toBe('203.0.113.1');
    // Fewer hops than proxies: the left-most there is (a request that skipped a proxy).
    expect(await seen(2, '10.0.0.2', '203.0.113.1')).toBe('203.0.113.1');
    // No header: the socket.
    expect(await seen(1, '10.0.0.1')).toBe('10.0.0.1');
    // What is not an address is no hop.
    expect(await seen(1, '10.0.0.1', '203.0.113.1, not-an-ip')).toBe('203.0.113.1');
  });

  it('with a list of proxies, takes the right-most address that is not one of them', async () => {
    const proxies = ['10.0.0.0/8', '2001:db8:ffff::1'];
    expect(await seen(proxies, '10.1.2.3', '198.51.100.66, 203.0.113.1, 10.0.0.9')).toBe('203.0.113.1');
    expect(await seen(proxies, '2001:db8:ffff::1', '198.51.100.66, 203.0.113.1')).toBe('203.0.113.1');
    // A socket that is no proxy: the header is the client's own words.
    expect(await seen(proxies, '203.0.113.5', '198.51.100.66')).toBe('203.0.113.5');
  });
});

describe('clientKey', () => {
  it('keys an IPv6 address by its /64 and an IPv4 address by itself', () => {
    expect(clientKey('2001:db8:1:2:abcd::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::ffff:203.0.113.1')).toBe('203.0.113.1');
    expect(clientKey('203.0.113.1')).toBe('203.0.113.1');
  });
});
