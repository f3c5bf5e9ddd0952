import { describe, expect, it } from 'vitest';
import { hasAddressInName, isCleanText, personName } from './text-rules';

describe('the text rule (docs/api/README.md#input-hygiene)', () => {
  it('refuses every bidirectional override and isolate control, in one line and in several', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const text = `name ${String.fromCharCode(code)}gnp.exe`;
      expect(isCleanText(text), code.toString(16)).toBe(false);
      expect(isCleanText(text, true), code.toString(16)).toBe(false);
    }
  });

  it('refuses every control character but tab and line breaks: C0, DEL and C1 (U+0080-009F)', () => {
    for (const code of [0x00, 0x07, 0x1b, 0x7f, 0x80, 0x85, 0x9b, 0x9f]) {
      const text = `name ${String.fromCharCode(code)}x`;
      expect(isCleanText(text), code.toString(16)).toBe(false);
      expect(isCleanText(text, true), code.toString(16)).toBe(false);
    }
    expect(isCleanText('a\tb')).toBe(true);
    expect(isCleanText('a\nb')).toBe(false);
    expect(isCleanText('a\r\nb', true)).toBe(true);
    expect(isCleanText('Zoë Ñúñez \u00a0 ©')).toBe(true);
  });

  it('takes Arabic, emoji, mixed scripts and the plain direction marks', () => {
    expect(isCleanText('سارة أحمد Sara 🌟')).toBe(true);
    expect(isCleanText('سارة\u200f Ahmed\u200e')).toBe(true);
    expect(isCleanText('سطر\nسطر', true)).toBe(true);
  });
});

describe('personName', () => {
  const schema = personName({
    required: 'req',
    tooLong: 'long',
    invalid: 'bad',
    hasAddress: 'addr',
    max: 20,
  });
  const issue = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]!.message;
  };

  it('refuses a web or an email address', () => {
    expect(hasAddressInName('Sara WWW.x.eg')).toBe(true);
    for (const name of ['http://x.eg', 'a://b', 'www.x.eg', 'sara@x.eg', 'سارة @']) {
      expect(issue(name), name).toBe('addr');
    }
  });

  it('keeps the text rule, trims, and answers its own messages', () => {
    expect(issue('  سارة أحمد  ')).toBeUndefined();
    expect(schema.parse('  سارة  ')).toBe('سارة');
    expect(issue('   ')).toBe('req');
    expect(issue(42)).toBe('req');
    expect(issue('x'.repeat(21))).toBe('long');
    expect(issue('سارة\u202e')).toBe('bad');
    expect(issue('Sara.Ahmed, Jr')).toBeUndefined();
  });
});
