import autocannon from 'autocannon';

export interface LoadFigures {
  label: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  /** Sent with every request (cookies, Accept-Encoding). */
  headers?: Record<string, string>;
  /** A steady request rate over all connections instead of as fast as possible; latencies are corrected for coordinated omission. */
  overallRate?: number;
}

/** Runs autocannon against local URLs (bounded in time) and returns the figures we report. */
export async function load(label: string, url: string, paths: string[], connections: number, seconds: number, options: LoadOptions = {}): Promise<LoadFigures> {
  let i = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: paths[i++ % paths.length]! }) }],
  } as autocannon.Options);
  const latency = result.latency as unknown as Record<string, number>;
  return {
    label,
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: latency.p50 ?? NaN,
    p95: latency.p97_5 ?? latency.p95 ?? NaN,
    p99: latency.p99 ?? NaN,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: LoadFigures[]): void {
  console.log('| what | conns | requests | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.label} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
}
