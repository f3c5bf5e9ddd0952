import type { FastifyBaseLogger, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

export type AnswerOptions = {
  /**
   * Tests: a body that does not match its schema, or that has a field the schema would strip,
   * throws (the request answers 500 and the test fails, naming the route and the paths).
   */
  strict: boolean;
  log: FastifyBaseLogger;
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The paths of the fields of `input` that did not reach `output` (stripped as unknown to the schema). */
function strippedPaths(input: unknown, output: unknown, path: string[] = [], found: string[] = []): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    input.forEach((item, i) => {
      strippedPaths(item, output[i], [...path, String(i)], found);
    });
  } else if (isPlainObject(input) && isPlainObject(output)) {
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      if (!(key in output)) found.push([...path, key].join('.'));
      else strippedPaths(value, output[key], [...path, key], found);
    }
  }
  return found;
}

/** Tests check every answer strictly (see responseSerializerCompiler); production logs and sends. */
export function strictAnswers(env: string): boolean {
  return env === 'test' || process.env.VITEST !== undefined;
}

type Answer = { schema: z.ZodType; route: string; httpStatus: string };

/** One answer as JSON, by its schema, with the checks responseSerializerCompiler describes. */
export function encodeAnswer(
  { strict, log }: AnswerOptions,
  { schema, route, httpStatus }: Answer,
  data: unknown,
): string {
  // The error becomes a 500 whose log is off in most tests: say it on stderr too, where vitest shows it.
  const fail = (message: string): never => {
    process.stderr.write(`${message}\n`);
    throw new Error(message);
  };
  const result = z.safeEncode(schema, data);
  if (result.success) {
    if (strict) {
      const stripped = strippedPaths(data, result.data);
      if (stripped.length > 0) {
        fail(
          `${route} (${httpStatus}) sends fields its response schema does not declare: ${stripped.join(', ')}`,
        );
      }
    }
    return JSON.stringify(result.data);
  }
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code }));
  if (strict) {
    const paths = issues.map((issue) => `${issue.path || '(root)'} ${issue.code}`).join(', ');
    fail(`${route} (${httpStatus}) answer does not match its response schema: ${paths}`);
  }
  log.error({ route, status: httpStatus, issues }, 'answer does not match its response schema');
  return JSON.stringify(data);
}

/**
 * Serializes JSON answers with the route's zod response schema (docs/architecture.md#the-server: every route
 * declares its response), so fields the schema does not name never leave and the answer is what
 * /api/docs says. Unlike fastify-type-provider-zod's compiler, a body that does not match is not
 * turned into a 500 in production: one error is logged (the route and the zod issue paths, never the
 * values) and the body is sent as plain JSON, as it was before it had a schema. Under test the
 * mismatch throws instead, and so does a field the schema would strip, so every test catches one.
 */
export function responseSerializerCompiler(options: AnswerOptions): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) {
      throw new Error(`${method} ${url} (${httpStatus}): a response schema must be a zod schema`);
    }
    const answer = { schema, route: `${method} ${url}`, httpStatus: String(httpStatus) };
    return (data: unknown) => encodeAnswer(options, answer, data);
  };
}
