import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No count written by gluing a number to a noun anywhere in the sources: `${n} مقعد`, `{n} تذكرة` in
 * JSX, n + ' حجز'. Each of those reads wrong for some n; arabicCount's forms read right for every n.
 * (A test, not a lint rule: Biome's built-in rules do not read the text inside a template.)
 */
const COUNTED = [
  'مقعد',
  'مقاعد',
  'تذكرة',
  'تذاكر',
  'حجز',
  'حجوزات',
  'تحويل',
  'تحويلات',
  'رسالة',
  'رسائل',
  'سجل',
  'سجلات',
  'نتيجة',
  'نتائج',
  'صف',
  'صفوف',
  'شخص',
  'أشخاص',
  'ساعة',
  'ساعات',
  'دقيقة',
  'دقائق',
  'يوم',
  'أيام',
  'مستخدم',
  'مستخدمين',
  'مستخدمون',
  'مهمة',
  'مهام',
  'فعالية',
  'فعاليات',
  'حرف',
  'أحرف',
  'مرة',
  'مرات',
].join('|');
const NOUN_AFTER = `\\s*(?:${COUNTED})(?:اً|ًا|ا)?(?![\\u0621-\\u064a])`;
const GLUED = [
  // A template's placeholder, then the noun: `${arabicDigits(n)} مقعد`.
  new RegExp(`\\$\\{[^{}]*(?:\\([^()]*\\))?[^{}]*\\}${NOUN_AFTER}`, 'u'),
  // A concatenation: formatNumber(n) + ' حجز'.
  new RegExp(`\\+\\s*['"\`]${NOUN_AFTER}`, 'u'),
];
/** JSX text: {formatNumber(n)} تذكرة (in .tsx only: a catalogue's forms write '{n} تذاكر' on purpose). */
const GLUED_JSX = new RegExp(`[>\\s]\\{[^{}'"\`]*\\}${NOUN_AFTER}`, 'u');

function glued(source: string, jsx: boolean): string[] {
  const patterns = jsx ? [...GLUED, GLUED_JSX] : GLUED;
  return source.split('\n').filter((line) => patterns.some((pattern) => pattern.test(line)));
}

const root = fileURLToPath(new URL('../../../..', import.meta.url));

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(file).isDirectory()) yield* sources(file);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield file;
  }
}

describe('no count glued from a number and a noun', () => {
  it('finds one in a template, in JSX and in a concatenation, and not in arabicCount forms', () => {
    expect(
      glued(
        [
          // biome-ignore lint/suspicious/noTemplateCurlyInString: a source line, as the scan reads it
          'seats: (n: number) => `${arabicDigits(n)} مقعد`,',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: a source line, as the scan reads it
          'title: (count: string) => `رفض ${count} حجز`,',
          '<span>{formatNumber(count)} تذكرة</span>',
          "const text = formatNumber(n) + ' أشخاص';",
          "many: '{n} مقعداً',",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: a source line, as the scan reads it
          'offerIntro: (event: string) => `في فعالية «${event}»`,',
        ].join('\n'),
        true,
      ),
    ).toHaveLength(4);
    expect(glued("few: 'حتى {n} أشخاص',", false)).toEqual([]);
  });

  it('there is none in the API, the web app, the shared catalogues, the browser tests or the benchmarks', () => {
    const found: string[] = [];
    for (const dir of ['packages/shared/src', 'apps/web/src', 'apps/api/src', 'e2e', 'bench']) {
      for (const file of sources(path.join(root, dir))) {
        for (const line of glued(readFileSync(file, 'utf8'), file.endsWith('.tsx'))) {
          found.push(`${path.relative(root, file)}: ${line.trim()}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
