import { endpoints } from '@ferrite/contract/endpoints';
import { defineOperation } from '../operation';
import { ApiError } from '../errors';

export const health = defineOperation(endpoints.site.health, {
  summary: 'Reports whether the server can reach its database.',
  async handler(_input, ctx) {
    const started = performance.now();
    try {
      const result = await ctx.db.query<{ parts: number }>('SELECT count(*) AS parts FROM (SELECT 1 FROM parts LIMIT 1) AS any_part');
      return {
        status: 'ok' as const,
        database: {
          kind: ctx.db.kind,
          ok: true,
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
          seeded: (result.rows[0]?.parts ?? 0) > 0,
        },
      };
    } catch {
      throw new ApiError(503, 'The database is not reachable.', 'error', {
        status: 'degraded',
        database: { kind: ctx.db.kind, ok: false },
      });
    }
  },
});
