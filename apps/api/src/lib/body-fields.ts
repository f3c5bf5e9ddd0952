import { z } from 'zod';

/**
 * The top-level fields a route's body schema names, or undefined when it takes any (no schema, a
 * passthrough or catch-all object, or a shape that is not an object). An object refined or turned
 * into something else still names its input's fields; a union names every option's.
 */
export function bodyFields(schema: unknown): Set<string> | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return bodyFields(schema.unwrap());
  if (schema instanceof z.ZodPipe) return bodyFields(schema.in);
  if (schema instanceof z.ZodObject) {
    if (schema.def.catchall && !(schema.def.catchall instanceof z.ZodNever)) return undefined;
    return new Set(Object.keys(schema.shape));
  }
  if (schema instanceof z.ZodUnion) {
    const fields = new Set<string>();
    for (const option of schema.options) {
      const own = bodyFields(option);
      if (!own) return undefined;
      for (const field of own) fields.add(field);
    }
    return fields;
  }
  return undefined;
}

/**
 * A field of `body` its route does not know (docs/api/README.md#input-hygiene): a misspelt or foreign
 * field is refused, never dropped in silence, so a client learns at once that it was not read.
 */
export function unknownBodyField(schema: unknown, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const fields = fieldsOfRoute(schema);
  if (!fields) return undefined;
  return Object.keys(body).find((field) => !fields.has(field));
}

/** Each route's fields, read from its schema once rather than on every request. */
const routeFields = new WeakMap<object, Set<string> | undefined>();

function fieldsOfRoute(schema: unknown): Set<string> | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  if (!routeFields.has(schema)) routeFields.set(schema, bodyFields(schema));
  return routeFields.get(schema);
}
