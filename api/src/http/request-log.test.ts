import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { loggablePath, requestLog } from './request-log.js';
import { capturedLog } from '../../test/support/log-lines.js';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** An app with the request log in front, "trust proxy" as configured, writing its lines to `lines`. */
async function appWithRequestLog(trustProxy: string | boolean) {
  const { lines, logger } = capturedLog();
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(requestLog(logger));
  app.post('/graphql', (req, res) => {
    req.log.warn('handled');
    res.json({ contextSees: req.headers['x-request-id'] });
  });
  app.get('/boom', () => {
    throw new Error('unexpected');
  });
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

describe('loggablePath', () => {
  it('drops the query string, where tokens travel', () => {
    expect(loggablePath('/reset-password?token=secret&next=/studio')).toBe('/reset-password');
  });
  it('hides the signed grant of a local upload', () => {
    expect(loggablePath('/media-upload/eyJhbGciOi.secret.signature')).toBe('/media-upload/[grant]');
  });
  it('shortens very long paths', () => {
    expect(loggablePath(`/${'a'.repeat(1000)}`)).toHaveLength(303);
  });
});

describe('the request log', () => {
  it('writes one line per request with its id, which the answer, the handler and its log lines share', async () => {
    const { url, lines } = await appWithRequestLog('loopback');
    const res = await fetch(`${url}/graphql?token=secret-in-query`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer secret-token',
        cookie: 'session=secret-cookie',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password: 'secret-password' }),
    });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ contextSees: id });

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'handled', requestId: id });
    expect(lines[1]).toMatchObject({
      level: 30,
      msg: 'POST /graphql 200',
      requestId: id,
      req: { method: 'POST', path: '/graphql' },
      res: { status: 200 },
    });
    expect(Object.keys(lines[1]!.req)).toEqual(['method', 'path']);
    expect(typeof lines[1]!.durationMs).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });

  it('keeps a sane request id from a trusted proxy', async () => {
    const { url, lines } = await appWithRequestLog('loopback');
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'x-request-id': 'edge-4f2a:17' } });
    expect(res.headers.get('x-request-id')).toBe('edge-4f2a:17');
    expect(lines.at(-1)!.requestId).toBe('edge-4f2a:17');
  });

  it('replaces an id that is not sane, or that comes from a caller no proxy setting trusts', async () => {
    const trusted = await appWithRequestLog('loopback');
    for (const bad of ['x'.repeat(65), 'has space', 'quote"d', '']) {
      const res = await fetch(`${trusted.url}/graphql`, { method: 'POST', headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const untrusted = await appWithRequestLog(false);
    const res = await fetch(`${untrusted.url}/graphql`, {
      method: 'POST',
      headers: { 'x-request-id': 'chosen-by-caller' },
    });
    expect(res.headers.get('x-request-id')).not.toBe('chosen-by-caller');
  });

  it('logs a failed request at error level', async () => {
    const { url, lines } = await appWithRequestLog('loopback');
    expect((await fetch(`${url}/boom`)).status).toBe(500);
    expect(lines.at(-1)).toMatchObject({ level: 50, msg: 'GET /boom 500', res: { status: 500 } });
  });
});
