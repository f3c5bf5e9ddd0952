import {
  normalTransactionId,
  type PaymentMethod,
  type TransferInput,
  type TransferReason,
  type TransferResult,
} from '@app/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { paymentTransfers } from '../../db/schema';
import {
  type ParsedNotification,
  parseNotification,
  referenceCodesOf,
  splitNotifications,
} from './parse-notification';
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

type TextExtra = Pick<IncomingTransfer, 'source' | 'smsFrom' | 'deviceId' | 'createdBy'> & {
  receivedAt: Date;
  hint?: PaymentMethod;
};

/**
 * The answer for a text that became no transfer (docs/api/payments.md): `ignored` when it tells of money
 * that did not come in (or came from a sender the inbox does not read), `unreadable` when its amount
 * is missing or none by the one amount rule; `reason` says which.
 */
function notATransfer(p: ParsedNotification, reason: TransferReason, id: string | null): TransferResult {
  const ignored = reason === 'not-incoming' || reason === 'sender-not-listed';
  return {
    _id: id,
    method: p.method,
    transactionId: null,
    amount: ignored ? p.amount : null,
    senderNumber: null,
    senderName: null,
    outcome: ignored ? 'ignored' : 'unreadable',
    reason,
  };
}

/**
 * The inbox keeps what it cannot use, so the forwarding phone's texts all stay visible at the desk
 * (state `ignored`): never matched, never naming a booking, and the phone is answered 202.
 */
async function keepAside(
  db: Db,
  items: { parsed: ParsedNotification; outcome: 'ignored' | 'unreadable' }[],
  extra: TextExtra,
): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(paymentTransfers)
    .values(
      items.map(({ parsed, outcome }) => ({
        method: parsed.method,
        amount: outcome === 'ignored' ? parsed.amount : null,
        receivedAt: extra.receivedAt,
        outcome,
        source: extra.source,
        rawText: parsed.text,
        smsFrom: extra.smsFrom ?? null,
        deviceId: extra.deviceId ?? null,
        createdBy: extra.createdBy ?? null,
      })),
    )
    .returning({ id: paymentTransfers.id });
  return rows.map((row) => row.id);
}

/**
 * Texts to transfers, in order: only money received is stored and matched; the others are answered
 * `ignored` or `unreadable` (and kept aside when they came through the inbox), and one of them never
 * fails the texts pasted with it.
 */
async function recordTexts(
  db: Db,
  config: Config,
  texts: string[],
  extra: TextExtra,
): Promise<TransferResult[]> {
  const parsed = texts.map((text) => parseNotification(text, extra.hint));
  const readable: IncomingTransfer[] = parsed
    .filter((p) => p.kind === 'incoming')
    .map((p) => ({
      method: p.method,
      transactionId: p.transactionId,
      amount: p.amount!,
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
    }));
  const stored = readable.length ? await recordTransfers(db, config, readable) : [];
  const others = parsed.filter((p) => p.kind !== 'incoming');
  const kept =
    extra.source === 'inbox'
      ? await keepAside(
          db,
          others.map((p) => ({ parsed: p, outcome: p.kind === 'not-incoming' ? 'ignored' : 'unreadable' })),
          extra,
        )
      : [];
  let next = 0;
  let other = 0;
  return parsed.map((p) => {
    if (p.kind === 'incoming') return stored[next++]!;
    return notATransfer(p, p.reason ?? 'no-amount', kept[other++] ?? null);
  });
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

/** The wallet an SMS sender name stands for, when it says: a bank's texts are its InstaPay credits. */
function methodOfSender(from: string): PaymentMethod | undefined {
  if (/insta|bank|banque|ahly|ahli|misr|cib|nbe|qnb|hsbc|mashreq/i.test(from)) return 'InstaPay';
  if (/vf|vodafone|cash/i.test(from)) return 'VodafoneCash';
  return undefined;
}

/**
 * POST /api/payments/inbox/{deviceToken}: one forwarded SMS, always answered 202. Senders not in
 * PAYMENT_SMS_SENDERS are stored as `ignored` (a bank's OTP forwarded by a broad filter stays visible
 * but is never matched); so are texts of money that did not come in, and unreadable ones as such.
 */
export async function receiveSms(
  db: Db,
  config: Config,
  { deviceId, from, text, receivedAt }: { deviceId: string; from: string; text: string; receivedAt: Date },
): Promise<TransferResult[]> {
  const sender = from.trim();
  const extra: TextExtra = {
    source: 'inbox',
    smsFrom: sender,
    deviceId,
    receivedAt,
    hint: methodOfSender(sender),
  };
  if (!config.payments.smsSenders.includes(sender.toLowerCase())) {
    const parsed = parseNotification(text, extra.hint);
    const [id] = await keepAside(db, [{ parsed, outcome: 'ignored' }], extra);
    return [notATransfer(parsed, 'sender-not-listed', id ?? null)];
  }
  return recordTexts(db, config, [text], extra);
}
