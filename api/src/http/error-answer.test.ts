import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerChallenge, errorAnswer, graphqlErrorAnswer } from './error-answer.js';
import { requestLog } from './request-log.js';
import { GENERIC_ERROR_MESSAGE } from '../errors.js';
import { capturedLog } from '../../test/support/log-lines.js';

let url: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use(
    '/graphql',
    bearerChallenge(),
    express.json({ limit: '1kb' }),
    (_req: Request, res: Response) => res.json({ ok: true }),
    graphqlErrorAnswer(),
  );
  app.use('/api', bearerChallenge(), express.json({ limit: '1kb' }), (_req, res) =>
    res.status(401).json({ error: 'Sign in' }),
  );
  app.use(errorAnswer({ stackTraces: false }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('error answers', () => {
  it('answers unreadable JSON as GraphQL errors on /graphql and as { error } elsewhere', async () => {
    const graphql = await post('/graphql', '{');
    expect(graphql.status).toBe(400);
    expect(await graphql.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
    const api = await post('/api', '{');
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const graphql = await post('/graphql', JSON.stringify({ pad: 'x'.repeat(2_000) }));
    expect(graphql.status).toBe(413);
    expect((await graphql.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('challenges for a bearer token on 401, naming an invalid one', async () => {
    const anonymous = await post('/api', '{}');
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="adire"');
    const presented = await post('/api', '{}', { authorization: 'Bearer abc' });
    expect(presented.headers.get('www-authenticate')).toMatch(/^Bearer realm="adire", error="invalid_token"/);
    const ok = await post('/graphql', '{}', { authorization: 'Bearer abc' });
    expect(ok.headers.get('www-authenticate')).toBeNull();
  });
});

describe('an unexpected failure', () => {
  it('answers the generic text and logs the error with the request id, without the query string', async () => {
    const { lines, logger } = capturedLog();
    const app = express();
    app.use(requestLog(logger));
    app.get('/confirm', () => {
      throw new Error('the mailer is down');
    });
    app.use(errorAnswer({ stackTraces: false }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/confirm?token=secret-token`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: GENERIC_ERROR_MESSAGE });
      const failure = lines.find((line) => line.msg === 'GET /confirm failed');
      expect(failure).toMatchObject({
        level: 50,
        requestId: res.headers.get('x-request-id'),
        err: expect.objectContaining({ message: 'the mailer is down' }),
      });
      expect(JSON.stringify(lines)).not.toContain('secret-token');
    } finally {
      server.close();
    }
  });
});
