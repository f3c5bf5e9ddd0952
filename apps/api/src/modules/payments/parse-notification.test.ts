import { describe, expect, it } from 'vitest';
import { parseNotification, splitNotifications } from './parse-notification';

/**
 * Shapes of wallet notifications written for this project (docs/api/payments.md): Vodafone Cash and
 * InstaPay, Arabic and English, Western and Arabic-Indic digits, local, +20 and 0020 numbers,
 * balances and fees that are not the amount. The real texts, as the wallets and banks send them, are
 * the corpus (corpus/*.json, corpus.test.ts).
 */
type Case = {
  name: string;
  text: string;
  method: 'VodafoneCash' | 'InstaPay';
  amount: number | null;
  senderNumber?: string | null;
  transactionId?: string | null;
  code?: string;
  /** `incoming` unless said. */
  kind?: 'not-incoming' | 'unreadable';
};

const CASES: Case[] = [
  {
    name: 'Vodafone Cash, Arabic SMS with balance',
    text: 'تم استلام مبلغ 250.00 جنيه من رقم 01012345678 المسجل باسم احمد محمد علي؛ رصيدك الحالي 1,730.50 جنيه. رقم العملية: 009812345678. فودافون كاش',
    method: 'VodafoneCash',
    amount: 250,
    senderNumber: '01012345678',
    transactionId: '009812345678',
  },
  {
    name: 'Vodafone Cash, Arabic-Indic digits throughout',
    text: 'تم استقبال مبلغ ٣٠٠٫٠٠ جنيه من رقم ٠١١٢٣٤٥٦٧٨٩ رصيدك الحالي ٤٥٠ جنيه رقم العملية ٧٧١٢٣٤٥٦٧٨',
    method: 'VodafoneCash',
    amount: 300,
    senderNumber: '01123456789',
    transactionId: '7712345678',
  },
  {
    name: 'Vodafone Cash, English SMS',
    text: 'You have received EGP 150.00 from 01098765432. Your current balance is EGP 2,150.00. Transaction ID: 123456789012. Vodafone Cash',
    method: 'VodafoneCash',
    amount: 150,
    senderNumber: '01098765432',
    transactionId: '123456789012',
  },
  {
    name: 'Vodafone Cash, +20 sender, LE',
    text: 'VF-Cash: Received 500 LE from +20 100 123 4567. Txn 88123456. Balance 900 LE',
    method: 'VodafoneCash',
    amount: 500,
    senderNumber: '01001234567',
    transactionId: '88123456',
  },
  {
    name: 'Vodafone Cash, 0020 sender, ج.م',
    text: 'تم تحويل 1,200 ج.م إلى محفظتك من 00201551234567 رقم العملية 5512-3344-99',
    method: 'VodafoneCash',
    amount: 1200,
    senderNumber: '01551234567',
    transactionId: '5512334499',
  },
  {
    name: 'Vodafone Cash, booking reference in the note',
    text: 'تم استلام 400 جنيه من 01234567890 رسالة المرسل: حجز K7M2QXA رقم العملية 66554433221',
    method: 'VodafoneCash',
    amount: 400,
    senderNumber: '01234567890',
    transactionId: '66554433221',
    code: 'K7M2QXA',
  },
  {
    name: 'Vodafone Cash, fee before the amount',
    text: 'رسوم الخدمة 1 جنيه. تم استلام مبلغ 75 جنيها من رقم 01011112222. رقم العملية 4455667788',
    method: 'VodafoneCash',
    amount: 75,
    senderNumber: '01011112222',
    transactionId: '4455667788',
  },
  {
    name: 'Vodafone Cash, Arabic with جنيهاً and Arabic-Indic separators',
    text: 'استلمت ١٬٥٠٠ جنيهاً من ٠١٠٩٨٧٦٥٤٣٢ عبر فودافون كاش. رقم العملية: ٣٣٢٢١١٠٠٩٩',
    method: 'VodafoneCash',
    amount: 1500,
    senderNumber: '01098765432',
    transactionId: '3322110099',
  },
  {
    name: 'Vodafone Cash app text, English, reference code lower case',
    text: 'Vodafone Cash\nMoney received: 220.50 EGP\nFrom: 01556677889\nNote: h8rt9wz\nReference: 99887766',
    method: 'VodafoneCash',
    amount: 220.5,
    senderNumber: '01556677889',
    transactionId: '99887766',
    code: 'H8RT9WZ',
  },
  {
    name: 'Vodafone Cash, no sender number (merchant payment)',
    text: 'تم استلام 90 جنيه في محفظتك. رقم العملية 1029384756',
    method: 'VodafoneCash',
    amount: 90,
    senderNumber: null,
    transactionId: '1029384756',
  },
  {
    name: 'InstaPay, English bank SMS',
    text: 'Dear Customer, your account ****4321 has been credited with EGP 1,000.00 via InstaPay from MOHAMED ALI (01223344556) on 12/05/2024. Ref No. 523412345678',
    method: 'InstaPay',
    amount: 1000,
    senderNumber: '01223344556',
    transactionId: '523412345678',
  },
  {
    name: 'InstaPay, English app notification with +20 number',
    text: 'InstaPay: You received EGP 350.00 from +201012345678. Transaction Reference: IPN8837261. Note: K7M2QXA',
    method: 'InstaPay',
    amount: 350,
    senderNumber: '01012345678',
    transactionId: 'IPN8837261',
    code: 'K7M2QXA',
  },
  {
    name: 'InstaPay, Arabic bank SMS',
    text: 'تم إضافة مبلغ 600 ج.م إلى حسابك رقم ****7788 عن طريق إنستاباي من 01112223334 رقم المرجع 771234567',
    method: 'InstaPay',
    amount: 600,
    senderNumber: '01112223334',
    transactionId: '771234567',
  },
  {
    name: 'InstaPay, Arabic with Arabic-Indic digits and 0020',
    text: 'انستاباي: تم استلام ٨٠٠ جنيه من ٠٠٢٠١٠٠٥٥٥٦٦٧٧ الرقم المرجعي ٦٦٧٧٨٨٩٩٠٠',
    method: 'InstaPay',
    amount: 800,
    senderNumber: '01005556677',
    transactionId: '6677889900',
  },
  {
    name: 'InstaPay, Txn ID with dashes',
    text: 'InstaPay transfer received. Amount: EGP 275. Sender: 01099988877. Txn ID: IP-2024-55123',
    method: 'InstaPay',
    amount: 275,
    senderNumber: '01099988877',
    transactionId: 'IP202455123',
  },
  {
    name: 'InstaPay, payment address sender only: the address is the sender, as the statement import takes it',
    text: 'You received 120 EGP from ahmed.m@instapay via InstaPay. Reference 44556677',
    method: 'InstaPay',
    amount: 120,
    senderNumber: 'ahmed.m@instapay',
    transactionId: '44556677',
  },
  {
    name: 'InstaPay, Arabic app text with balance first',
    text: 'رصيدك المتاح 5,000 جنيه بعد إضافة 450 جنيه من أحمد سمير (01288877766) عبر إنستاباي. رقم العملية 90817263',
    method: 'InstaPay',
    amount: 450,
    senderNumber: '01288877766',
    transactionId: '90817263',
  },
  {
    name: 'InstaPay, English, LE with dots',
    text: 'InstaPay: L.E. 95.75 received from 0100 222 3333. Ref: 11223344',
    method: 'InstaPay',
    amount: 95.75,
    senderNumber: '01002223333',
    transactionId: '11223344',
  },
  {
    name: 'InstaPay, Arabic, reference code in the note with look-alikes',
    text: 'إنستاباي: وصلك 300 جنيه من 01033344455 ملاحظة: حجز 0K7M2QX رقم العملية 5566778899',
    method: 'InstaPay',
    amount: 300,
    senderNumber: '01033344455',
    transactionId: '5566778899',
    code: '0K7M2QX',
  },
  {
    name: 'Vodafone Cash, English with Txn and amount after currency',
    text: 'Vodafone Cash: EGP 60 received from 01277788899 Txn: 7788990011 Bal EGP 300',
    method: 'VodafoneCash',
    amount: 60,
    senderNumber: '01277788899',
    transactionId: '7788990011',
  },
  {
    name: 'Vodafone Cash, 12-digit transaction number that starts with 01',
    text: 'تم استلام 100 جنيه من رقم 01012121212 رقم العملية 012345678901',
    method: 'VodafoneCash',
    amount: 100,
    senderNumber: '01012121212',
    transactionId: '012345678901',
  },
  {
    name: 'InstaPay, English: transferred TO your account is money received',
    text: 'EGP 500.00 has been transferred to your account from Sara Ali via InstaPay. Ref: 8812ab34',
    method: 'InstaPay',
    amount: 500,
    senderNumber: null,
    transactionId: '8812AB34',
  },
  {
    name: 'Not money received: a promotional SMS',
    text: 'فودافون كاش: اشحن رصيدك واحصل على خصم. رقم العملية 1234',
    method: 'VodafoneCash',
    amount: null,
    kind: 'not-incoming',
  },
  {
    name: 'Not money received: an English OTP',
    text: 'Your InstaPay verification code is 482913. Do not share it.',
    method: 'InstaPay',
    amount: null,
    kind: 'not-incoming',
  },
  {
    name: 'Unreadable: money received, an amount beyond 10,000,000',
    text: 'تم استلام مبلغ 99999999999999 جنيه',
    method: 'VodafoneCash',
    amount: null,
    kind: 'unreadable',
  },
];

describe('parseNotification', () => {
  it('has at least twenty realistic texts of both wallets', () => {
    expect(CASES.filter((c) => c.amount !== null).length).toBeGreaterThanOrEqual(20);
    expect(CASES.some((c) => c.method === 'InstaPay' && /[\u0600-\u06ff]/.test(c.text))).toBe(true);
    expect(CASES.some((c) => /[٠-٩]/.test(c.text))).toBe(true);
    expect(CASES.some((c) => /\+20/.test(c.text))).toBe(true);
  });

  for (const c of CASES) {
    it(c.name, () => {
      const parsed = parseNotification(c.text);
      expect(parsed.kind).toBe(c.kind ?? 'incoming');
      expect(parsed.method).toBe(c.method);
      expect(parsed.amount).toBe(c.amount);
      if (c.senderNumber !== undefined) expect(parsed.senderNumber).toBe(c.senderNumber);
      if (c.transactionId !== undefined) expect(parsed.transactionId).toBe(c.transactionId);
      if (c.code) expect(parsed.codes).toContain(c.code.toUpperCase().replace(/O/g, '0'));
    });
  }

  it('reads a text of money leaving as not-incoming, whichever number it names', () => {
    for (const text of [
      'EGP 450.00 were successfully transferred to 01228746510 the transfer fee is EGP 1, your current Vodafone Cash balance is EGP 12.50',
      'تم تحويل 150 جنيه لرقم 01288888888 بنجاح',
    ]) {
      expect(parseNotification(text)).toMatchObject({
        kind: 'not-incoming',
        reason: 'not-incoming',
        senderNumber: null,
      });
    }
  });

  it('takes the payer for the sender in a text with two numbers, in either order', () => {
    const text =
      'على رقم محفظتك 01061234557 تم استلام مبلغ 75 جنيه من رقم 01512345608 رقم العملية 022857190374';
    expect(parseNotification(text)).toMatchObject({ kind: 'incoming', senderNumber: '01512345608' });
  });

  it.each([
    ['تم استلام مبلغ 99999999999999 جنيه', 'amount-invalid'],
    ['تم استلام مبلغ 0x96 جنيه', 'amount-invalid'],
    ['IPN transfer received with amount of 1e2 EGP. Ref# 034e738a', 'amount-invalid'],
    // The figure before the currency is the tail of an exponent or a hex number: never its last digits.
    ['Received 1e3 EGP from 01011112222', 'amount-invalid'],
    ['You received 1E+3 EGP from 01011112222', 'amount-invalid'],
    ['تم استلام 0x96 جنيه من 01011112222', 'amount-invalid'],
    ['تم استلام مبلغ جنيه', 'no-amount'],
    ['EGP 300.00 on 0694 on 24/08. Ref# 034e738a', 'no-direction'],
  ])('reads %j as unreadable (%s)', (text, reason) => {
    expect(parseNotification(text)).toMatchObject({ kind: 'unreadable', reason, amount: null });
  });

  it('reads an amount glued to its currency and a hexadecimal reference without case', () => {
    expect(
      parseNotification('IPN transfer received with amount of EGP47 on 0694 on 24/08. Ref# 034e738a.'),
    ).toMatchObject({
      kind: 'incoming',
      amount: 47,
      transactionId: '034E738A',
      method: 'InstaPay',
    });
    expect(parseNotification('تم اضافة مبلغ 1,250EGP الى حساب رقم xxx6201')).toMatchObject({ amount: 1250 });
  });

  it('splits pasted notifications at blank lines', () => {
    const parts = splitNotifications(`${CASES[0]!.text}\n\n  \n${CASES[10]!.text}\r\n\r\n${CASES[2]!.text}`);
    expect(parts).toHaveLength(3);
    expect(parts.map((part) => parseNotification(part).amount)).toEqual([250, 1000, 150]);
  });
});
