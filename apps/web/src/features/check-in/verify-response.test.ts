import { describe, expect, it } from 'vitest';
import { interpretVerifyResponse, serverMessageOf, thrownOutcome } from './verify-response';

const fail = (msg: string) => ({ success: false, error: msg, errors: [{ msg }] });
const shown = (status: number, body: unknown) => {
  const outcome = interpretVerifyResponse(status, body);
  return outcome.kind === 'error' ? outcome.message : `success:${JSON.stringify(outcome.booking)}`;
};

describe('server message', () => {
  it('is errors[0].msg, else error, else message, else the invalid-response text', () => {
    expect(serverMessageOf({ errors: [{ msg: 'أ' }], error: 'ب', message: 'ج' })).toBe('أ');
    expect(serverMessageOf({ errors: [], error: 'ب', message: 'ج' })).toBe('ب');
    expect(serverMessageOf({ message: 'ج' })).toBe('ج');
    expect(serverMessageOf({})).toBe('استجابة غير صالحة من الخادم');
    expect(serverMessageOf(null)).toBe('استجابة غير صالحة من الخادم');
    expect(serverMessageOf('text')).toBe('استجابة غير صالحة من الخادم');
  });
});

describe('verify-qr answers', () => {
  it('maps the three known 400 messages', () => {
    expect(shown(400, fail('معرف الحجز غير صالح'))).toBe('رمز QR غير صالح. يرجى المحاولة مرة أخرى.');
    expect(shown(400, fail('الحجز غير مؤكد'))).toBe('الحجز لم يتم تأكيده بعد.');
    expect(shown(400, { ...fail('تم تسجيل الحضور مسبقاً'), checkedInAt: '2026-01-01T10:00:00.000Z' })).toBe(
      'تم تسجيل الحضور لهذا الحجز مسبقاً.',
    );
  });

  it('shows any other 400 message inside the verification error text', () => {
    expect(shown(400, fail('بيانات غير صالحة'))).toBe('خطأ في التحقق من الحجز: بيانات غير صالحة');
    expect(shown(400, { message: 'رسالة' })).toBe('خطأ في التحقق من الحجز: رسالة');
    expect(shown(400, null)).toBe('خطأ في التحقق من الحجز: استجابة غير صالحة من الخادم');
  });

  it('sends 401 and 403 to the login screen with the unauthorised text', () => {
    for (const status of [401, 403]) {
      expect(interpretVerifyResponse(status, fail('x'))).toEqual({
        kind: 'error',
        status,
        message: 'غير مصرح. يرجى تسجيل الدخول.',
        redirectToLogin: true,
      });
    }
    expect(interpretVerifyResponse(400, fail('x'))).toMatchObject({ redirectToLogin: false });
  });

  it('maps 404 and 500 whatever the server said', () => {
    expect(shown(404, fail('الحجز غير موجود'))).toBe('الحجز غير موجود.');
    expect(shown(404, null)).toBe('الحجز غير موجود.');
    expect(shown(500, fail('حدث خطأ'))).toBe('حدث خطأ في الخادم. يرجى المحاولة لاحقاً.');
  });

  it('shows the server message for any other status', () => {
    expect(shown(429, fail('طلبات كثيرة'))).toBe('طلبات كثيرة');
    expect(shown(502, null)).toBe('استجابة غير صالحة من الخادم');
  });

  it('treats an OK status without data and success as a failure', () => {
    expect(shown(200, {})).toBe('استجابة غير صالحة من الخادم');
    expect(shown(200, { message: 'تم' })).toBe('تم');
    expect(shown(200, null)).toBe('استجابة غير صالحة من الخادم');
    expect(shown(200, fail('الحجز غير مؤكد'))).toBe('الحجز غير مؤكد');
  });

  it('reads the booking of a success', () => {
    const booking = { _id: 'b1', fullName: 'أحمد', event: { _id: 'e1', name: 'ملتقى' } };
    expect(interpretVerifyResponse(200, { success: true, data: booking })).toEqual({
      kind: 'success',
      booking,
    });
    expect(interpretVerifyResponse(200, { data: booking })).toEqual({ kind: 'success', booking });
    expect(interpretVerifyResponse(200, { success: true })).toEqual({ kind: 'success', booking: {} });
  });

  it('covers failures without an answer', () => {
    expect(thrownOutcome(true)).toMatchObject({ status: 0, message: 'حدث خطأ غير متوقع.' });
    expect(thrownOutcome(false)).toMatchObject({
      status: 400,
      message: 'خطأ في التحقق من الحجز: خطأ غير معروف',
    });
  });
});

describe('door answers (docs/api/check-in.md#verify-a-qr)', () => {
  it('reads when and by whom an already checked-in ticket was admitted: a warning, not an error', () => {
    const outcome = interpretVerifyResponse(400, {
      ...fail('تم تسجيل الحضور مسبقاً'),
      checkedInAt: '2026-03-10T10:00:00.000Z',
      checkedInBy: { username: 'door1' },
    });
    expect(outcome).toMatchObject({
      kind: 'error',
      message: 'تم تسجيل الحضور لهذا الحجز مسبقاً.',
      checkedIn: { at: '2026-03-10T10:00:00.000Z', by: 'door1' },
      warning: true,
    });
    expect(interpretVerifyResponse(400, fail('تم تسجيل الحضور مسبقاً'))).toMatchObject({
      checkedIn: { at: null, by: null },
    });
  });

  it('refuses a ticket of another event as a warning, with the server message', () => {
    const outcome = interpretVerifyResponse(400, fail('التذكرة لفعالية أخرى: ملتقى الربيع'));
    expect(outcome).toMatchObject({
      kind: 'error',
      otherEvent: true,
      warning: true,
      message: 'خطأ في التحقق من الحجز: التذكرة لفعالية أخرى: ملتقى الربيع',
    });
    expect(interpretVerifyResponse(400, fail('الحجز ملغى'))).not.toHaveProperty('otherEvent');
    // A cancelled booking or a bad code stays an error.
    expect(interpretVerifyResponse(400, fail('الحجز ملغى'))).not.toHaveProperty('warning');
    expect(interpretVerifyResponse(400, fail('معرف الحجز غير صالح'))).not.toHaveProperty('warning');
  });
});
