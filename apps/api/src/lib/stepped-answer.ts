import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AnswerOptions, encodeAnswer } from './response-serializer';

/** The envelope of a list: `{ success: true, data: [...] }`. */
const LIST_ENVELOPE = { open: '{"success":true,"data":[', close: ']}' };

/**
 * The envelope of an object whose last field is a long list: `{ success: true, data: { ...head,
 * [field]: [...] } }`, the head's fields encoded by its schema.
 */
export function objectEnvelope(
  options: AnswerOptions & { route: string },
  head: { schema: z.ZodType; value: Record<string, unknown> },
  field: string,
): { open: string; close: string } {
  const encoded = encodeAnswer(options, { ...head, route: options.route, httpStatus: '200' }, head.value);
  const fields = encoded.slice(1, -1);
  return {
    open: `{"success":true,"data":{${fields}${fields ? ',' : ''}${JSON.stringify(field)}:[`,
    close: ']}}',
  };
}

/**
 * A long list's answer (docs/api/big-events.md#streamed-csv: no long answer holds the event loop): the
 * envelope `{ success: true, data: [...] }` built one page of items at a time, each page encoded by the
 * item's schema as any answer is (lib/response-serializer.ts), with the event loop free between pages,
 * so a door's call waits for one page's work, never for the whole list's. Answers the JSON's bytes,
 * sent whole once built: an error while reading is still an error answer, never a cut-off body.
 */
export async function steppedListAnswer<T>(
  pages: AsyncIterable<T[]>,
  item: z.ZodType,
  options: AnswerOptions & { route: string },
  around: { open: string; close: string } = LIST_ENVELOPE,
): Promise<Buffer> {
  const answer = { schema: z.array(item), route: options.route, httpStatus: '200' };
  const parts: string[] = [around.open];
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const json = encodeAnswer(options, answer, page);
    parts.push(first ? '' : ',', json.slice(1, -1));
    first = false;
    await nextTurn();
  }
  parts.push(around.close);
  return Buffer.from(parts.join(''));
}

/** Sends an answer steppedListAnswer built: bytes are never serialized again. */
export function sendBuiltAnswer(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
