import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/** Drives one URL with POSTs of `body` for a while (autocannon in a worker thread) and sums it up. */
export async function drive(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: LoadOptions,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    connections: opts.connections,
    duration: opts.seconds,
    workers: 1,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
