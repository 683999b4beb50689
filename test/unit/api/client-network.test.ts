import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../../api/src/platform/rate-limit/client-network.js';

describe('The network attempts are counted for', () => {
  it('is the address itself for IPv4, including IPv4 written as IPv6', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 for IPv6, however the address is written', () => {
    const network = '2001:db8:85a3:0::/64';
    expect(clientNetwork('2001:db8:85a3::8a2e:370:7334')).toBe(network);
    expect(clientNetwork('2001:0db8:85a3:0000:1111:2222:3333:4444')).toBe(network);
    expect(clientNetwork('2001:DB8:85A3::1')).toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::')).toBe('fe80:0:0:0::/64');
  });
});
