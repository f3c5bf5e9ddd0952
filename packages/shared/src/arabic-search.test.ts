import { describe, expect, it } from 'vitest';
import {
  ARABIC_DROPPED,
  ARABIC_FOLD_FROM,
  ARABIC_FOLD_TO,
  normalizeSearchText,
  searchDigits,
} from './arabic-search';

describe('normalizeSearchText', () => {
  it('folds the alef forms so أحمد, إيمان and آمال are found as typed without hamza', () => {
    expect(normalizeSearchText('أحمد')).toBe('احمد');
    expect(normalizeSearchText('إيمان')).toBe('ايمان');
    expect(normalizeSearchText('آمال')).toBe('امال');
    expect(normalizeSearchText('أحمد')).toBe(normalizeSearchText('احمد'));
  });

  it('drops harakat and shadda: مُحَمَّد is محمد', () => {
    expect(normalizeSearchText('مُحَمَّد')).toBe('محمد');
    expect(normalizeSearchText('عَبْدُ الرَّحْمٰنِ')).toBe('عبد الرحمن');
  });

  it('drops tatweel: عـــلي is علي', () => {
    expect(normalizeSearchText('عـــلي')).toBe('علي');
  });

  it('reads taa marbuta as haa and alef maqsura as yaa', () => {
    expect(normalizeSearchText('فاطمة')).toBe(normalizeSearchText('فاطمه'));
    expect(normalizeSearchText('مصطفى')).toBe(normalizeSearchText('مصطفي'));
    expect(normalizeSearchText('مصطفى')).toBe('مصطفي');
  });

  it('ignores case and collapses spaces', () => {
    expect(normalizeSearchText('  Sara   AHMED ')).toBe('sara ahmed');
  });

  it('reads Arabic-Indic and Persian digits as Latin ones', () => {
    expect(normalizeSearchText('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(normalizeSearchText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(searchDigits('٠١٠ ١٢٣ ٤٥٦٧٨')).toBe('01012345678');
    expect(searchDigits('+20 (10) 12-34')).toBe('20101234');
  });

  it('keeps the SQL translate() tables one for one', () => {
    expect([...ARABIC_FOLD_FROM]).toHaveLength([...ARABIC_FOLD_TO].length);
    expect([...ARABIC_DROPPED]).toHaveLength(10);
  });
});
