/**
 * The structure of an Egyptian national ID (docs/api/bookings.md#national-id): 14 digits; the century digit
 * 2 (born 1900-1999) or 3 (2000-2099); a real birth date YYMMDD not in the future; a governorate code.
 */
const GOVERNORATES = new Set([
  '01',
  '02',
  '03',
  '04',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '31',
  '32',
  '33',
  '34',
  '35',
  '88',
]);

export function isEgyptianNationalId(value: string, now: Date = new Date()): boolean {
  if (!/^[23]\d{13}$/.test(value)) return false;
  const year = (value[0] === '2' ? 1900 : 2000) + Number(value.slice(1, 3));
  const month = Number(value.slice(3, 5));
  const day = Number(value.slice(5, 7));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const realDate =
    birth.getUTCFullYear() === year && birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day;
  return realDate && birth.getTime() <= now.getTime() && GOVERNORATES.has(value.slice(7, 9));
}

/**
 * A valid national ID for test data and benchmarks, distinct for each n below 2.8 million: born in
 * January 1999 (the day from n), governorate 12 (Giza), n in the serial digits.
 */
export function sampleNationalId(n: number): string {
  const value = Math.abs(Math.trunc(n));
  const day = String((Math.floor(value / 100_000) % 28) + 1).padStart(2, '0');
  return `29901${day}12${String(value % 100_000).padStart(5, '0')}`;
}
