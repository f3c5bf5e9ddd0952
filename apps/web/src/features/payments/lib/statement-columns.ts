import { egyptianMobile, parseAmount, type TransferInput } from '@app/shared';

/** The statement's columns the import reads, mapped once per wallet export and remembered on this device. */
export const STATEMENT_FIELDS = [
  'transactionId',
  'amount',
  'senderNumber',
  'senderName',
  'note',
  'receivedAt',
] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
export type ColumnMap = Partial<Record<StatementField, string>>;

const STORAGE_KEY = 'payments.statementColumns';

/** Header words each field is guessed from the first time (English and Arabic exports). */
const GUESSES: Record<StatementField, RegExp> = {
  transactionId: /transaction|txn|ref|رقم العملية|المرجع/i,
  amount: /amount|value|المبلغ|القيمة/i,
  senderNumber: /sender.*(number|mobile|phone)|from|mobile|رقم المرسل|من/i,
  senderName: /sender.*name|name|اسم/i,
  note: /note|description|message|ملاحظ|الوصف/i,
  receivedAt: /date|time|التاريخ|الوقت/i,
};

export function rememberedColumns(headers: string[]): ColumnMap {
  let saved: ColumnMap = {};
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as ColumnMap;
  } catch {
    saved = {};
  }
  const map: ColumnMap = {};
  const used = new Set<string>();
  for (const field of STATEMENT_FIELDS) {
    const remembered = saved[field];
    if (remembered && headers.includes(remembered)) {
      map[field] = remembered;
      used.add(remembered);
    }
  }
  for (const field of STATEMENT_FIELDS) {
    if (map[field]) continue;
    const guess = headers.find((h) => !used.has(h) && GUESSES[field].test(h));
    if (guess) {
      map[field] = guess;
      used.add(guess);
    }
  }
  return map;
}

export function rememberColumns(map: ColumnMap): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(map));
}

const CURRENCY = String.raw`(?:EGP|LE|L\.E\.?|ج\.?\s?م\.?|جنيه)`;
const CURRENCY_AROUND = new RegExp(String.raw`^${CURRENCY}\s*|\s*${CURRENCY}$`, 'giu');

/**
 * A statement's amount cell by the one amount rule (parse-amount.ts): the currency an export writes
 * beside the figure is dropped, the rest must be a plain amount. `0x96`, `1e2` or a debit's `-150`
 * are no amount at all, so their rows are skipped rather than read as some other sum.
 */
export function statementAmount(cell: string): number | null {
  return parseAmount(cell.trim().replace(CURRENCY_AROUND, ''));
}

/** The statement's rows as transfers; rows without a transaction number or a readable amount are skipped. */
export function rowsToTransfers(
  rows: Record<string, string>[],
  map: ColumnMap,
  method: TransferInput['method'],
): {
  transfers: (Omit<TransferInput, 'senderNumber'> & { senderNumber?: string | null })[];
  skipped: number;
} {
  const transfers = [];
  let skipped = 0;
  for (const row of rows) {
    const cell = (field: StatementField) => (map[field] ? (row[map[field]!] ?? '').trim() : '');
    const amount = statementAmount(cell('amount'));
    const transactionId = cell('transactionId');
    if (!transactionId || amount === null) {
      skipped++;
      continue;
    }
    const date = new Date(cell('receivedAt'));
    transfers.push({
      method,
      transactionId: transactionId.slice(0, 40),
      amount,
      // A sender the server would refuse (an InstaPay address, a bank code) is left out, not the row.
      senderNumber: egyptianMobile(cell('senderNumber')),
      senderName: cell('senderName').slice(0, 200) || null,
      note: cell('note').slice(0, 500) || null,
      receivedAt: Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString(),
    });
  }
  return { transfers, skipped };
}
