import { NotFound } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are opaque to clients: one that cannot exist is simply not found (404), never a database error. */
export function requireId(id: string, notFoundMessage: string): string {
  if (!UUID.test(id)) throw new NotFound(notFoundMessage);
  return id;
}

export function isId(id: string): boolean {
  return UUID.test(id);
}
