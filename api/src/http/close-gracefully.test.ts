import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { closeGracefully } from './close-gracefully.js';

/** A server whose /slow answer waits for `release()`, and a kept-alive client connection. */
async function serverWithSlowRoute() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') void released.then(() => res.end('done'));
    else res.end('quick');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true });
  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  return { server, release, get, agent };
}

describe('closeGracefully', () => {
  it('waits for the request in flight, closes kept-alive connections and resolves with none dropped', async () => {
    const { server, release, get, agent } = await serverWithSlowRoute();
    expect(await get('/quick')).toBe('quick'); // leaves an idle kept-alive connection
    const slow = get('/slow');
    await sleep(100);
    const closed = closeGracefully(server, 5_000);
    await sleep(300);
    expect(server.listening).toBe(false);
    release();
    const answeredAt = Date.now();
    expect(await slow).toBe('done');
    expect(await closed).toEqual({ dropped: 0 });
    // Not after the grace period, nor after the connection's keep-alive timeout: as soon as it is idle.
    expect(Date.now() - answeredAt).toBeLessThan(2_000);
    agent.destroy();
  });

  it('cuts off what is still busy when the grace period ends, and says how many', async () => {
    const { server, get, agent } = await serverWithSlowRoute();
    const stuck = get('/slow').then(
      () => 'answered',
      () => 'cut off',
    );
    await sleep(100);
    const started = Date.now();
    expect(await closeGracefully(server, 500)).toEqual({ dropped: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(await stuck).toBe('cut off');
    agent.destroy();
  });
});
