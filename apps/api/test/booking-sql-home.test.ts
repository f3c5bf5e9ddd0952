import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md#the-booking-repository: every SQL statement on the booking aggregate's tables
 * (bookings, tickets and the check-in marks) lives in the booking repository (modules/bookings/repository/
 * and booking-repository.ts): other modules reach it through the module's door, the module's own files
 * (transitions, views, the list, the export) call it. The lint refuses the table objects elsewhere
 * (module-doors.test.ts); SQL text is invisible to it, so this scans the server's source for it (what
 * `git grep` in the docs shows, but across line breaks too) and names every file and line that writes
 * one outside the repository.
 */
const SRC = path.resolve(import.meta.dirname, '../src');
const HOME = path.join(SRC, 'modules/bookings/repository');
const DOOR = path.join(SRC, 'modules/bookings/booking-repository.ts');
const inRepository = (file: string) => file === DOOR || file.startsWith(`${HOME}${path.sep}`);
const AGGREGATE_SQL = /\b(from|join|update|into)\s+"?(bookings|tickets|check_in_scans|check_in_log)\b/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** `file:line: text` of each statement naming an aggregate table. */
function aggregateStatements(files: string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(AGGREGATE_SQL)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${path.relative(SRC, file)}:${line}: ${match[0].replace(/\s+/g, ' ')}`;
    });
  });
}

describe("the booking aggregate's SQL", () => {
  const files = sourceFiles(SRC);

  it('is written only in the booking repository', () => {
    const outside = aggregateStatements(files.filter((file) => !inRepository(file)));
    expect(
      outside,
      `SQL on bookings/tickets/check-in outside modules/bookings/repository:\n${outside.join('\n')}`,
    ).toEqual([]);
  });

  it('is looked for in the bookings module too (its transitions, views, list and export)', () => {
    const module = files.filter((file) => file.startsWith(path.join(SRC, 'modules/bookings') + path.sep));
    expect(
      module.filter((file) => file.includes(`${path.sep}transitions${path.sep}`)).length,
    ).toBeGreaterThan(3);
    expect(module.filter((file) => !inRepository(file)).length).toBeGreaterThan(10);
  });

  it('is found where it is, across line breaks too (the scan reads what it should)', () => {
    expect(aggregateStatements(files.filter(inRepository)).length).toBeGreaterThan(10);
    expect('SELECT 1\n  FROM\n    "tickets" t'.match(AGGREGATE_SQL)).toHaveLength(1);
    expect('DELETE FROM check_in_scans; INSERT INTO bookings'.match(AGGREGATE_SQL)).toHaveLength(2);
    expect('FROM bookings_view; JOIN ticket_types'.match(AGGREGATE_SQL)).toBeNull();
  });
});
