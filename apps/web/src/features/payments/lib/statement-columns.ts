import { egyptianMobile, type TransferInput } from '@app/shared';

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

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const western = (v: string) => v.replace(/[٠-٩]/g, (d) => String(ARABIC_INDIC.indexOf(d))).replace(/٫/g, '.');

/** The statement's rows as transfers; rows without a transaction number or a positive amount are skipped. */
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
    const amount = Number(western(cell('amount')).replace(/[^\d.]/g, ''));
    const transactionId = cell('transactionId');
    if (!transactionId || !(amount > 0)) {
      skipped++;
      continue;
    }
    const date = new Date(cell('receivedAt'));
    transfers.push({
      method,
      transactionId: transactionId.slice(0, 40),
      amount: Math.round(amount * 100) / 100,
      // A sender the server would refuse (an InstaPay address, a bank code) is left out, not the row.
      senderNumber: egyptianMobile(cell('senderNumber')),
      senderName: cell('senderName').slice(0, 200) || null,
      note: cell('note').slice(0, 500) || null,
      receivedAt: Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString(),
    });
  }
  return { transfers, skipped };
}
