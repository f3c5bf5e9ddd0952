import { envelope } from '@app/shared';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';
import { responses } from './responses';

const itemSchema = z.object({ _id: z.string(), name: z.string(), seats: z.number() });

/** A bare server with one route that answers whatever the test hands it. */
async function serverAnswering(body: unknown, strict: boolean) {
  const log = { error: vi.fn() };
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler({ strict, log: log as unknown as FastifyBaseLogger }));
  app.get('/api/item', { schema: { response: responses({ 200: envelope(itemSchema) }) } }, async () => body);
  await app.ready();
  const res = await app.inject({ url: '/api/item' });
  await app.close();
  return { res, log };
}

describe('response serializer', () => {
  it('sends what the schema declares and strips what it does not (production)', async () => {
    const body = { success: true, data: { _id: 'a', name: 'x', seats: 3, secret: 'hash' } };
    const { res, log } = await serverAnswering(body, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { _id: 'a', name: 'x', seats: 3 } });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a mismatch once, by route and paths without the values, and still sends the body (production)', async () => {
    const body = { success: true, data: { _id: 'a', name: 'private name', seats: '3' } };
    const { res, log } = await serverAnswering(body, false);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(body));
    expect(log.error).toHaveBeenCalledTimes(1);
    const [details] = log.error.mock.calls[0]!;
    expect(details).toEqual({
      route: 'GET /api/item',
      status: '200',
      issues: [{ path: 'data.seats', code: 'invalid_type' }],
    });
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('private name');
  });

  it('fails the request under test on a mismatch and on a field the schema would strip', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const mismatch = await serverAnswering({ success: true, data: { _id: 'a', name: 'x' } }, true);
      expect(mismatch.res.statusCode).toBe(500);
      const extra = await serverAnswering(
        { success: true, data: { _id: 'a', name: 'x', seats: 1, secret: 'hash' } },
        true,
      );
      expect(extra.res.statusCode).toBe(500);
      expect(stderr.mock.calls.map(([text]) => String(text)).join('')).toMatch(
        /data\.seats invalid_type[\s\S]*does not declare: data\.secret/,
      );
    } finally {
      stderr.mockRestore();
    }
  });

  it('leaves the error envelope and its extra fields as they are', async () => {
    const log = { error: vi.fn() };
    const app = Fastify();
    app.setSerializerCompiler(
      responseSerializerCompiler({ strict: true, log: log as unknown as FastifyBaseLogger }),
    );
    const failure = {
      success: false,
      error: 'x',
      errors: [{ msg: 'x' }],
      data: { challenge: { salt: 's' } },
      checkedInAt: '2025-01-01T00:00:00.000Z',
    };
    app.get(
      '/api/fail',
      { schema: { response: responses({ 200: envelope(itemSchema) }) } },
      async (_r, reply) => reply.status(429).send(failure),
    );
    const res = await app.inject({ url: '/api/fail' });
    await app.close();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(failure);
  });
});
