import {
  normalTransactionId,
  type PaymentMethod,
  type TransferInput,
  type TransferResult,
} from '@app/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { paymentTransfers } from '../../db/schema';
import { parseNotification, referenceCodesOf, splitNotifications } from './parse-notification';
import { type IncomingTransfer, recordTransfers } from './record-transfers';

/** The three doors of section 16, each turning what it receives into transfers for recordTransfers. */

/** POST /api/payments/transfers: a statement the browser parsed. */
export function importTransfers(
  db: Db,
  config: Config,
  transfers: TransferInput[],
  actorId: string,
): Promise<TransferResult[]> {
  return recordTransfers(
    db,
    config,
    transfers.map((t) => ({
      method: t.method,
      transactionId: normalTransactionId(t.transactionId),
      amount: t.amount,
      senderNumber: t.senderNumber ?? null,
      senderName: t.senderName ?? null,
      note: t.note ?? null,
      codes: referenceCodesOf(t.note ?? ''),
      receivedAt: new Date(t.receivedAt),
      source: 'import',
      rawText: null,
      createdBy: actorId,
    })),
  );
}

function unreadable(method: PaymentMethod | null): TransferResult {
  return { _id: null, method, transactionId: null, amount: null, senderNumber: null, outcome: 'unreadable' };
}

/**
 * Texts to transfers, in order: one with no amount is `unreadable` and stored as nothing; the
 * readable ones are stored and matched together.
 */
async function recordTexts(
  db: Db,
  config: Config,
  texts: string[],
  extra: Pick<IncomingTransfer, 'source' | 'smsFrom' | 'deviceId' | 'createdBy'> & {
    receivedAt: Date;
    hint?: PaymentMethod;
  },
): Promise<TransferResult[]> {
  const parsed = texts.map((text) => parseNotification(text, extra.hint));
  const readable: IncomingTransfer[] = [];
  for (const p of parsed) {
    if (p.amount === null) continue;
    readable.push({
      method: p.method,
      transactionId: p.transactionId,
      amount: p.amount,
      senderNumber: p.senderNumber,
      senderName: p.senderName,
      note: null,
      codes: p.codes,
      receivedAt: extra.receivedAt,
      source: extra.source,
      rawText: p.text,
      smsFrom: extra.smsFrom ?? null,
      deviceId: extra.deviceId ?? null,
      createdBy: extra.createdBy ?? null,
    });
  }
  const stored = readable.length ? await recordTransfers(db, config, readable) : [];
  let next = 0;
  return parsed.map((p) => (p.amount === null ? unreadable(p.method) : stored[next++]!));
}

/** POST /api/payments/transfers/parse: pasted notifications. */
export function parsePastedTransfers(
  db: Db,
  config: Config,
  text: string,
  actorId: string,
): Promise<TransferResult[]> {
  return recordTexts(db, config, splitNotifications(text), {
    source: 'paste',
    createdBy: actorId,
    receivedAt: new Date(),
  });
}

/** The wallet an SMS sender name stands for, when it says. */
function methodOfSender(from: string): PaymentMethod | undefined {
  if (/insta/i.test(from)) return 'InstaPay';
  if (/vf|vodafone|cash/i.test(from)) return 'VodafoneCash';
  return undefined;
}

/**
 * POST /api/payments/inbox/{deviceToken}: one forwarded SMS. Senders not in PAYMENT_SMS_SENDERS are
 * stored as `ignored` (a bank's OTP forwarded by a broad filter stays visible but is never matched).
 */
export async function receiveSms(
  db: Db,
  config: Config,
  { deviceId, from, text, receivedAt }: { deviceId: string; from: string; text: string; receivedAt: Date },
): Promise<TransferResult[]> {
  const sender = from.trim();
  if (!config.payments.smsSenders.includes(sender.toLowerCase())) {
    const parsed = parseNotification(text, methodOfSender(sender));
    await db.insert(paymentTransfers).values({
      method: parsed.method,
      amount: parsed.amount,
      senderNumber: parsed.senderNumber,
      receivedAt,
      outcome: 'ignored',
      source: 'inbox',
      rawText: text,
      smsFrom: sender,
      deviceId,
    });
    return [];
  }
  return recordTexts(db, config, [text], {
    source: 'inbox',
    smsFrom: sender,
    deviceId,
    receivedAt,
    hint: methodOfSender(sender),
  });
}
