/** Typed failures; plugins/errors.ts maps each to its status and the envelope of docs/api/README.md#the-envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly path?: string,
    /** Extra fields merged into the envelope, e.g. the first check-in time. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class BadRequest extends AppError {
  constructor(message: string, path?: string, details?: Record<string, unknown>) {
    super(400, message, path, details);
  }
}
export class Unauthorized extends AppError {
  constructor(message: string) {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string, path?: string, details?: Record<string, unknown>) {
    super(409, message, path, details);
  }
}
export class PayloadTooLarge extends AppError {
  constructor(message: string, path?: string) {
    super(413, message, path);
  }
}
export class UnsupportedMediaType extends AppError {
  constructor(message: string, path?: string) {
    super(415, message, path);
  }
}

/** PostgreSQL unique_violation, raised the same way by pg and PGlite. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  return e.cause ? isUniqueViolation(e.cause, constraint) : false;
}

/** PostgreSQL foreign_key_violation (a row that points at one gone), the same way by pg and PGlite. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code === '23503') return constraint === undefined || e.constraint === constraint;
  return e.cause ? isForeignKeyViolation(e.cause, constraint) : false;
}
