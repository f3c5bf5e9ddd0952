import { isCleanText } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unknownBodyField } from '../lib/body-fields';
import { BadRequest, NotFound, PayloadTooLarge } from '../lib/errors';
import { serverMessages } from '../lib/message-language';

/** docs/api/README.md#input-hygiene: no request needs more; `[[...]]` 32 deep passes, 33 deep is refused. */
export const MAX_JSON_DEPTH = 32;
/**
 * Values (array items and object members) one JSON body may hold. The largest real body, a door's
 * sync of 1,000 scans, holds about 5,000; a megabyte of `[1,1,...]` holds 500,000 and would cost
 * more to parse and check than to refuse.
 */
export const MAX_JSON_VALUES = 20_000;

export type JsonShape = 'ok' | 'tooDeep' | 'tooMany';

/**
 * Judges JSON text by one linear pass over it, before anything parses or walks it: nesting deeper
 * than `maxDepth` or more than `maxValues` values (brackets and commas inside strings do not
 * count). A megabyte of brackets costs about a millisecond to refuse, where the recursive walk it
 * replaces cost time that grew with the square of the depth. Text that is not valid JSON may be
 * misjudged here; the parser refuses it right after.
 */
export function jsonShape(text: string, maxDepth = MAX_JSON_DEPTH, maxValues = MAX_JSON_VALUES): JsonShape {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxDepth) return 'tooDeep';
      if (++values > maxValues) return 'tooMany';
    } else if (code === 0x5d || code === 0x7d) depth--;
    else if (code === 0x2c && ++values > maxValues) return 'tooMany';
  }
  return 'ok';
}

export type InputProblem = { tooDeep: true } | { tooDeep: false; path: string };

/** An array or object being walked: its keys (objects only), the next child, its name in its parent. */
type Frame = { value: object; keys: string[] | undefined; next: number; name: string };

function frameOf(value: object, name: string): Frame {
  return { value, keys: Array.isArray(value) ? undefined : Object.keys(value), next: 0, name };
}

function pathOf(stack: Frame[], last: string): string {
  return [...stack.slice(1).map((frame) => frame.name), last].join('.');
}

/**
 * The first problem of a parsed value, in document order and without recursion: nesting deeper
 * than `maxDepth`, or a string or key that breaks the text rule, with its path (a.b.0; a bad key is
 * named by its parent's path and `?`). Each value is visited once; a path is built only when found.
 */
export function findInputProblem(root: unknown, maxDepth = MAX_JSON_DEPTH): InputProblem | undefined {
  if (typeof root === 'string') return isCleanText(root, true) ? undefined : { tooDeep: false, path: '' };
  if (!root || typeof root !== 'object') return undefined;
  if (maxDepth < 1) return { tooDeep: true };
  const stack: Frame[] = [frameOf(root, '')];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const index = frame.next++;
    const key = frame.keys ? frame.keys[index] : undefined;
    if (frame.keys ? key === undefined : index >= (frame.value as unknown[]).length) {
      stack.pop();
      continue;
    }
    if (key !== undefined && !isCleanText(key, false)) return { tooDeep: false, path: pathOf(stack, '?') };
    const child =
      key === undefined ? (frame.value as unknown[])[index] : (frame.value as Record<string, unknown>)[key];
    if (typeof child === 'string') {
      if (!isCleanText(child, true)) return { tooDeep: false, path: pathOf(stack, key ?? String(index)) };
    } else if (child && typeof child === 'object') {
      if (stack.length >= maxDepth) return { tooDeep: true };
      stack.push(frameOf(child, key ?? String(index)));
    }
  }
  return undefined;
}

/**
 * The safety net under the schemas' text rule (docs/api/README.md#input-hygiene): a path parameter with a NUL
 * or a lone surrogate names nothing (404); such a query or JSON body value is refused with a 400
 * naming it, before any handler or the database sees it. The schemas still decide what is valid.
 * JSON bodies nested too deep (400) or holding too many values (413) are refused from their raw
 * text, before parsing.
 */
async function inputGuardPlugin(app: FastifyInstance) {
  // Fastify's own parser (with its __proto__ and constructor checks), behind the linear depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString();
    const shape = jsonShape(text);
    if (shape === 'ok') return parseJson(request, text, done);
    const messages = serverMessages(request);
    done(
      shape === 'tooDeep' ? new BadRequest(messages.tooDeep) : new PayloadTooLarge(messages.tooLarge),
      undefined,
    );
  });

  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (findInputProblem(request.params) !== undefined) throw new NotFound(serverMessages(request).notFound);
    // A route that reads its JSON with a parser of its own (logout) is still held to the depth cap here.
    for (const part of [request.query, request.body]) {
      const problem = findInputProblem(part);
      if (problem?.tooDeep) throw new BadRequest(serverMessages(request).tooDeep);
      if (problem) throw new BadRequest(serverMessages(request).textInvalid, problem.path || undefined);
    }
    const unknown = unknownBodyField(request.routeOptions.schema?.body, request.body);
    if (unknown !== undefined) throw new BadRequest(serverMessages(request).unknownField, unknown);
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
