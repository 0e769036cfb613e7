// TRUST_PROXY, who may name the visitor in X-Forwarded-For: its value read (config.ts) and given to Fastify (app.ts).
import ipaddr from 'ipaddr.js';

/** More proxies than any real chain (CDN, load balancer, reverse proxy): a count beyond it trusts a forged X-Forwarded-For. */
export const MAX_PROXY_HOPS = 10;

/**
 * false, a hop count, or the list for proxy-addr (Fastify trims its entries, so spaces after
 * the commas are fine); what is wrong with `value` is thrown as `refuse` makes it (config.ts: a ConfigError).
 * An entry must be written as people write addresses: ipaddr.js would also read `1`, `0x1` or
 * `010.0.0.1` as an IPv4 address, so `1,2` or `0x1` would trust no proxy.
 */
export function parseTrustProxy(value: string, refuse: (problem: string) => Error): false | number | string {
  if (value === 'false' || value === '0') return false;
  // `true` trusts every hop: a forged X-Forwarded-For would bypass the rate limit and falsify the logs.
  if (value === 'true') throw refuse('must not be true (it trusts a forged X-Forwarded-For)');
  if (/^\d+$/.test(value)) {
    if (Number(value) <= MAX_PROXY_HOPS) return Number(value);
    throw refuse(
      `is ${value} hops, more than any real chain of proxies: a count beyond it trusts forged X-Forwarded-For entries, as true would`,
    );
  }
  const isAddress = (address = '') => ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address);
  const isRange = (entry: string) => ipaddr.isValidCIDR(entry) && isAddress(entry.split('/')[0]);
  const bad = value
    .split(',')
    .map((entry) => entry.trim())
    .find((entry) => !['loopback', 'linklocal', 'uniquelocal'].includes(entry) && !isAddress(entry) && !isRange(entry));
  if (bad === undefined) return value;
  throw refuse(
    `has "${bad}", which is neither an address, a CIDR range (prefix up to 32 for IPv4, 128 for IPv6) nor loopback, linklocal or uniquelocal`,
  );
}

/**
 * Fastify 5 fails closed on a bare hop count (it trusts nothing), so TRUST_PROXY=1 would put
 * every visitor behind the proxy into one rate-limit bucket. A hop count here means what it
 * means for Express: trust the N nearest hops, i.e. take the address the outermost of N proxies
 * saw. Only right when the port is reachable through those proxies alone (the README says so).
 */
export function trustedProxies(setting: false | number | string): false | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
