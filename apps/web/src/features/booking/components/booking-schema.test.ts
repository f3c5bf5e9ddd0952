import { AR_BOOKING_ERRORS, type BookingRequestInput, sampleNationalId } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { bookingValuesToCheck } from '../lib/booking-values';
import { bookingRequestSchemaFor } from './booking-schema';

const booker = {
  eventId: 'e1',
  nationalId: sampleNationalId(1),
  fullName: 'منى حسن',
  email: 'mona@example.com',
  paymentMethod: 'VodafoneCash' as const,
  paymentNumber: '01012345678',
};
const options = { fields: {}, shouldUseNativeValidation: false };

/** What the booking form's schema form does at each check (booking-form.tsx). */
const bookingResolverFor = (price: number, guests: number) => (values: BookingRequestInput) =>
  zodResolver(bookingRequestSchemaFor(price))(
    bookingValuesToCheck(values, price, guests),
    undefined,
    options,
  );

describe('the booking form rules with people added (section 13)', () => {
  it("checks each person's national ID with the booker's rule, on that person's field", async () => {
    const guests = [
      { fullName: 'ليلى حسن', nationalId: sampleNationalId(2) },
      { fullName: 'عمر حسن', nationalId: '123' },
    ];
    const result = await bookingResolverFor(150, 2)({ ...booker, guests });
    expect(result.errors).toMatchObject({
      guests: [undefined, { nationalId: { message: AR_BOOKING_ERRORS.nationalIdInvalid } }],
    });
  });

  it('sends only the people on the form: a removed place left behind is neither checked nor sent', async () => {
    const guests = [
      { fullName: 'ليلى حسن', nationalId: sampleNationalId(2) },
      { fullName: '', nationalId: '' },
    ];
    const one = await bookingResolverFor(150, 1)({ ...booker, guests });
    expect(one.errors).toEqual({});
    expect(one.values).toMatchObject({ guests: [{ fullName: 'ليلى حسن' }] });
    expect((one.values as { guests: unknown[] }).guests).toHaveLength(1);
    const none = await bookingResolverFor(150, 0)({ ...booker, guests });
    expect(none.values).not.toHaveProperty('guests', expect.anything());
  });

  it('a free event drops the payment details, with or without people', async () => {
    const result = await bookingResolverFor(0, 0)(booker);
    expect(result.values).toMatchObject({ paymentMethod: undefined, paymentNumber: undefined });
  });
});
