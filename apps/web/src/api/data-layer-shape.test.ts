import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's data layer has one shape (docs/architecture.md#the-site): each call a file in an `api/`
 * folder with its fetcher, its queryOptions and its hook; keys from the feature's factory; a mutation
 * invalidates the keys it changed. Biome cannot forbid a syntax pattern, so this test reads the source.
 */
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  name: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));
const inApiFolder = (name: string) => name.split('/').includes('api');

function offenders(pattern: RegExp, where: (name: string) => boolean = () => true): string[] {
  return files.filter((f) => where(f.name) && pattern.test(f.text)).map((f) => f.name);
}

describe('the web data layer', () => {
  it('reads the source it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.name === 'api/keys.ts')).toBe(true);
  });

  it('types no query key out: keys come from a factory', () => {
    expect(offenders(/queryKey:\s*\[\s*['"`]/)).toEqual([]);
  });

  it('never invalidates every query: a mutation names the keys it changed', () => {
    expect(offenders(/invalidateQueries\(\s*\)/)).toEqual([]);
  });

  it('declares queries and mutations only in api folders (the paging helper in lib builds them)', () => {
    const declares =
      /\b(useQuery|useInfiniteQuery|useSuspenseQuery|useMutation|queryOptions|infiniteQueryOptions)(<[^>]*>)?\(/;
    expect(offenders(declares, (name) => !inApiFolder(name) && name !== 'lib/paged-list.ts')).toEqual([]);
  });
});
