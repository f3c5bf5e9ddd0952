import type { BookingReceiptDto, EventDto, RefundDto } from '@app/shared';
import QRCode from 'qrcode';
import { acceptBooking, createBooking } from './bookings';
import { createEvent } from './events';
import { adminLogin, api, apiLogin, env, expect } from './fixtures';

/** 60 characters, spaces included: a four-part name with its family's two names. */
export const LONG_NAME = 'عبد الرحمن محمد عبد العزيز إبراهيم السيد الشربيني المنصوراوي';
/** A bank's longest transaction number (40 characters, the API's limit). */
const LONG_TXN_LENGTH = 40;

export type StaffSeed = {
  tag: string;
  /** The user's password (the username is `longUsername`). */
  password: string;
  event: EventDto;
  longEmail: string;
  longUsername: string;
  /** A pending booking's reference (its transfer came 250 short). */
  shortReference: string;
};

/** The booker sends a transfer's screenshot from their own page (a generated PNG). */
async function sendProof(ticketUrl: string, transactionId: string) {
  const png = await QRCode.toBuffer(`transfer ${transactionId}`, { type: 'png', width: 360 });
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'transfer.png');
  form.append('transactionId', transactionId);
  const res = await fetch(`${env.baseURL}/api/tickets/${ticketUrl.replace('/ticket/', '')}/payment-proof`, {
    method: 'POST',
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const ok = (result: { status: number; body: unknown }, status = 201) =>
  expect(result.status, JSON.stringify(result.body)).toBe(status);

/** A transaction number of exactly 40 characters starting with `head`, as the desk keeps it. */
export function longTxn(head: string): string {
  return `VFC2026${head}`.toUpperCase().padEnd(LONG_TXN_LENGTH, '7').slice(0, LONG_TXN_LENGTH);
}

/**
 * What a busy week leaves on every staff screen, with the longest values the API takes: an event
 * with a long name and several ticket types, sold out with people waiting; bookings by a 60-character
 * name and a long email, one refund due and one done with a 40-character transaction number; an
 * unmatched transfer and a short one; a user with a long name and email; tasks; contact requests.
 */
export async function seedStaffScreens(): Promise<StaffSeed> {
  const admin = await adminLogin();
  const token = admin.accessToken;
  const tag = Date.now().toString(36);
  const longEmail = `abdelrahman.mohamed.abdelaziz.elsayed.${tag}@alexandria-engineering-syndicate.example.com`;
  const event = await createEvent(token, {
    name: `ليلة الموسيقى العربية الكلاسيكية على مسرح دار الأوبرا ${tag}`,
    location: 'المسرح الكبير بدار الأوبرا المصرية، الجزيرة، القاهرة',
    ticketPrice: 350,
    totalSeats: 1,
  });
  const add = (path: string, json: unknown) =>
    api('POST', `/api/events/${event._id}/${path}`, { token, json }).then((r) => {
      ok(r);
      return r.body.data as { _id: string };
    });
  const types = await api('GET', `/api/events/${event._id}/ticket-types`, { token });
  const general = (types.body.data as { _id: string }[])[0]!;
  const vip = await add('ticket-types', {
    name: 'كبار الزوار: الصفوف الأمامية مع استقبال',
    price: 1250,
    quantity: 2,
  });
  const student = await add('ticket-types', { name: 'طلاب الجامعات بالبطاقة', price: 150, quantity: 2 });
  await add('codes', { code: 'OPERA-FRIENDS-2026', kind: 'discount', percentOff: 15 });

  // Two paid and cancelled: one refund stays due, the other is done with a long transaction number.
  const refunded: string[] = [];
  for (const [i, ticketTypeId] of [vip._id, general._id].entries()) {
    const booking = await createBooking(event._id, {
      fullName: LONG_NAME,
      email: longEmail,
      ticketTypeId,
      paymentMethod: 'InstaPay',
      paymentNumber: `abdelrahman.elsayed.${i}${tag}@instapay`,
      source: 'instagram-ramadan-nights-campaign',
    });
    await acceptBooking(token, booking._id);
    ok(
      await api('POST', `/api/events/bookings/${booking._id}/cancel`, {
        token,
        json: { reason: 'طلب الحاجز الإلغاء هاتفياً لظرف عائلي طارئ' },
      }),
      200,
    );
    refunded.push(booking.reference);
  }
  const refunds = await api('GET', '/api/payments/refunds', { token });
  const done = (refunds.body.data as RefundDto[]).find((r) => r.reference === refunded[1]);
  ok(
    await api('POST', `/api/payments/refunds/${done!._id}/done`, {
      token,
      json: { transactionId: longTxn(`${tag}R`) },
    }),
    200,
  );

  // Pending bookings, one per type, all seats taken: the list waits.
  const short = await createBooking(event._id, {
    fullName: LONG_NAME,
    email: longEmail,
    ticketTypeId: vip._id,
    code: 'OPERA-FRIENDS-2026',
  });
  for (const [i, ticketTypeId] of [vip._id, general._id, student._id, student._id].entries()) {
    const pending = await createBooking(event._id, {
      fullName: `${LONG_NAME.slice(0, 40)} ${tag}`,
      ticketTypeId,
      ...(i === 0 && {
        paymentMethod: 'InstaPay' as const,
        paymentNumber: `abdelrahman.mohamed.abdelaziz.elsayed.${tag}@instapay`,
      }),
    });
    // The booker's screenshot of the transfer, with the bank's longest transaction number.
    if (i === 0) await sendProof((pending as unknown as BookingReceiptDto).ticketUrl, longTxn(`${tag}P`));
  }
  for (const [i, ticketTypeId] of [vip._id, student._id, general._id].entries()) {
    ok(
      await api('POST', `/api/events/${event._id}/waitlist`, {
        json: {
          fullName: LONG_NAME,
          email: `waiting.${i}.${longEmail}`,
          phone: '01012345678',
          quantity: 2,
          ticketTypeId,
        },
      }),
    );
  }

  // The ledger: a transfer 250 short naming the booking, and one nobody can place.
  ok(
    await api('POST', '/api/payments/transfers', {
      token,
      json: {
        transfers: [
          {
            method: 'InstaPay',
            transactionId: longTxn(`${tag}S`),
            amount: short.amount - 250,
            senderName: LONG_NAME,
            note: short.reference,
            receivedAt: new Date().toISOString(),
          },
          {
            method: 'InstaPay',
            transactionId: longTxn(`${tag}U`),
            amount: 975,
            // 30 characters, the longest sender the API keeps.
            senderNumber: `m.abdelaziz.${tag}@instapay`.padStart(30, 'm'),
            receivedAt: new Date().toISOString(),
          },
        ],
      },
    }),
    200,
  );

  // A forwarding phone named as staff name them.
  ok(
    await api('POST', '/api/payments/devices', {
      token,
      json: { name: `هاتف مكتب الدفع الاحتياطي (سامسونج جالاكسي إيه ٥٤، الخط الثاني) ${tag}` },
    }),
  );

  // A user whose name and email are as long as allowed, with tasks both ways.
  const longUsername = `abdelrahman_mohamed_abdelaziz_elsayed_${tag}`.slice(0, 50);
  const user = await api('POST', '/api/users/register', {
    token,
    json: {
      username: longUsername,
      email: `staff.${longEmail}`,
      password: 'staff-pass-1',
      role: 'Supporter',
    },
  });
  ok(user);
  const title = `مراجعة كشف التحويلات الواردة من إنستاباي ومطابقتها مع حجوزات حفل دار الأوبرا ${tag}`;
  const description =
    'راجع كل تحويل في كشف الحساب وطابقه مع الحجز برقمه المرجعي، وما لم يطابق أرسله إلى مكتب الدفع مع ملاحظة مختصرة.';
  const dueDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
  // An Admin is never given a task: the user has two, and delivers one.
  for (const suffix of ['', ' (الدفعة الثانية)']) {
    ok(
      await api('POST', '/api/tasks', {
        token,
        json: { userId: user.body.data._id, title: `${title}${suffix}`, description, dueDate },
      }),
    );
  }
  const staff = await apiLogin(longUsername, 'staff-pass-1');
  const theirs = await api('GET', '/api/tasks/user', { token: staff.accessToken });
  ok(
    await api('PUT', `/api/tasks/${theirs.body.data[0]._id}`, {
      token: staff.accessToken,
      json: {
        isTitle:
          'تمت مطابقة ثمانية وأربعين تحويلاً، وأُرسلت ثلاثة تحويلات غير مطابقة إلى مكتب الدفع مع ملاحظاتها.',
      },
    }),
    200,
  );

  // Contact requests with the long name and email.
  for (const requestType of ['Service Request', 'Technical Issue']) {
    ok(
      await api('POST', '/api/contact/contact-messages', {
        json: {
          fullName: LONG_NAME,
          email: `contact.${longEmail}`,
          phone: '01012345678',
          requestType,
          message: `نرغب في بناء منصة لحجز تذاكر الحفلات مع بوابة دفع وتطبيق للهاتف ${tag}`,
        },
      }),
    );
  }

  return { tag, password: 'staff-pass-1', event, longEmail, longUsername, shortReference: short.reference };
}
