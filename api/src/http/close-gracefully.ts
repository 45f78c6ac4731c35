import type http from 'node:http';

export interface ClosedServer {
  /** Connections still busy when the grace period ended, closed mid-request. */
  dropped: number;
}

/**
 * Stops accepting connections, lets requests in flight finish and closes each kept-alive connection
 * as soon as it is idle; whatever is still busy after `graceMs` is cut off.
 */
export function closeGracefully(server: http.Server, graceMs: number): Promise<ClosedServer> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (dropped: number) => {
      if (done) return;
      done = true;
      clearInterval(idleSweep);
      clearTimeout(deadline);
      resolve({ dropped });
    };
    // close() ends the connections idle right now; one that finishes its request later is ended here.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      server.closeIdleConnections();
      server.getConnections((_err, busy) => {
        server.closeAllConnections();
        finish(busy ?? 0);
      });
    }, graceMs);
    server.close(() => finish(0));
  });
}
