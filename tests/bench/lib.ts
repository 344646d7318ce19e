import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadFigures {
  label: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  /** autocannon's own upper percentile, kept so figures stay comparable with earlier reports. */
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  /** Sent with every request (cookies, Accept-Encoding). */
  headers?: Record<string, string>;
  /**
   * A request rate over all connections instead of as fast as possible; latencies are corrected for
   * coordinated omission. autocannon sends each connection's share of a second in one burst at the
   * start of the second: for a steady rate use steadyLoad.
   */
  overallRate?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100;

/** Runs autocannon against local URLs (bounded in time) and returns the figures we report. */
export async function load(
  label: string,
  url: string,
  paths: string[],
  connections: number,
  seconds: number,
  options: LoadOptions = {},
): Promise<LoadFigures> {
  let i = 0;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: paths[i++ % paths.length]! }) }],
  } as autocannon.Options) as unknown as autocannon.Instance & Promise<autocannon.Result>; // the promise is also the event tracker
  // autocannon's histogram has no 95th percentile: every response time is kept to compute it.
  const times: number[] = [];
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  const latency = result.latency as unknown as Record<string, number>;
  return {
    label,
    connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: latency.p50 ?? NaN,
    p95: percentile(times, 0.95),
    p97_5: latency.p97_5 ?? NaN,
    p99: latency.p99 ?? NaN,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface SteadyFigures extends LoadFigures {
  /** How late the generator sent its requests (its own delay, not the server's), 99th percentile, ms. */
  sendLagP99: number;
}

/**
 * An open-loop load at a steady rate: request i is due at start + i/rate whatever became of the
 * ones before it, goes out on a free keep-alive connection (a new one up to maxConnections, else
 * it waits for one), and its latency counts from when it was due, so a stall shows in full (no
 * coordinated omission). Unlike autocannon's overallRate, which sends each connection's share of
 * a second back to back at the start of that second, the server sees an even stream of requests.
 */
export async function steadyLoad(
  label: string,
  url: string,
  paths: string[],
  rate: number,
  seconds: number,
  options: { headers?: Record<string, string>; maxConnections?: number } = {},
): Promise<SteadyFigures> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxConnections ?? 64 });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const lags: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let settled = 0;
  let allSettled: () => void = () => {};
  const done = new Promise<void>((resolve) => (allSettled = resolve));
  const settle = () => {
    if (++settled === total) allSettled();
  };
  const fire = (due: number, path: string) => {
    lags.push(performance.now() - due);
    const request = http.get({ agent, host: target.hostname, port: target.port, path, headers: options.headers ?? {} }, (response) => {
      response.on('data', () => {});
      response.on('end', () => {
        latencies.push(performance.now() - due);
        if (response.statusCode! < 200 || response.statusCode! >= 300) non2xx++;
        settle();
      });
    });
    request.setTimeout(10_000, () => request.destroy(new Error('timed out')));
    request.on('error', () => {
      errors++;
      settle();
    });
  };
  const start = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      for (; sent < due; sent++) fire(start + (sent * 1000) / rate, paths[sent % paths.length]!);
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await done;
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  return {
    label,
    connections: options.maxConnections ?? 64,
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p97_5: percentile(latencies, 0.975),
    p99: percentile(latencies, 0.99),
    errors,
    non2xx,
    sendLagP99: percentile(lags, 0.99),
  };
}

export function printTable(rows: LoadFigures[]): void {
  console.log('| what | conns | requests | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | errors | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p97_5} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    );
}
