// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyFrom } from './config';

describe('TRUST_PROXY', () => {
  it('trusts a proxy on the same host only, when unset', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(trustProxyFrom('  ')).toEqual(['loopback']);
  });

  it('reads a hop count, or a list of addresses, CIDR ranges and names, as Express does', () => {
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('0')).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,fd00::/8,172.16.0.0/255.240.0.0' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
      '172.16.0.0/255.240.0.0',
    ]);
    expect(trustProxyFrom('linklocal,uniquelocal')).toEqual(['linklocal', 'uniquelocal']);
  });

  it.each(['true', 'TRUE'])('refuses %s: any client could choose its address', (raw) => {
    expect(() => trustProxyFrom(raw)).toThrow(ConfigError);
    expect(() => trustProxyFrom(raw)).toThrow(/TRUST_PROXY=true would believe X-Forwarded-For from any client/);
  });

  it.each([
    ['proxy.internal', 'proxy.internal'],
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['10.0.0.0/8,', ''],
    ['10.0.0.300', '10.0.0.300'],
    ['-1', '-1'],
    ['1.5', '1.5'],
  ])('refuses %j, naming the entry it cannot read', (raw, entry) => {
    expect(() => trustProxyFrom(raw)).toThrow(
      new ConfigError(
        `TRUST_PROXY: "${entry}" is not understood; give a whole number of proxies in front (such as 1), or a comma-separated list of addresses, CIDR ranges (such as 10.0.0.0/8) and the names loopback, linklocal, uniquelocal.`,
      ),
    );
  });
});
