// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('scale-out settings', () => {
  it('reads REDIS_URL, REDIS_PREFIX and DATABASE_REPLICA_URL, all unset by default', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisPrefix: 'ferrite:', databaseReplicaUrl: undefined });
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db1/ferrite',
      DATABASE_REPLICA_URL: 'postgresql://app@db2/ferrite',
      REDIS_URL: 'rediss://:secret@cache:6380/2',
      REDIS_PREFIX: 'shop-eu:',
    });
    expect(config).toMatchObject({
      databaseReplicaUrl: 'postgresql://app@db2/ferrite',
      redisUrl: 'rediss://:secret@cache:6380/2',
      redisPrefix: 'shop-eu:',
    });
  });

  it('refuses a URL of the wrong kind with a message that names the variable and never echoes it', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://:secret@cache:6379' })).toThrow(
      new ConfigError('REDIS_URL must start with redis:// or rediss://, got http://.'),
    );
    expect(() => loadConfig({ REDIS_URL: 'localhost 6379 secret' })).toThrow(
      new ConfigError('REDIS_URL must be a URL such as redis://host:port, got something that is not a URL.'),
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db1/f', DATABASE_REPLICA_URL: 'mysql://db2/f' })).toThrow(
      'DATABASE_REPLICA_URL must start with postgres:// or postgresql://, got mysql://.',
    );
  });

  it('refuses a replica without a primary: PGlite has no replicas', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://db2/ferrite' })).toThrow(
      'DATABASE_REPLICA_URL needs DATABASE_URL too: a replica only makes sense beside a PostgreSQL primary.',
    );
  });
});
