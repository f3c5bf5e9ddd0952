import type { CodeCheck, TicketTypeDto } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { bookableTypes, bookingAmount } from './booking-amount';

const type = (id: string, price: number, extra: Partial<TicketTypeDto> = {}): TicketTypeDto => ({
  _id: id,
  name: id,
  description: null,
  price,
  quantity: 10,
  available: 10,
  salesStart: null,
  salesEnd: null,
  hidden: false,
  maxPerBooking: 6,
  sortOrder: 0,
  onSale: true,
  ...extra,
});

describe('the amount shown before booking', () => {
  const regular = type('regular', 200);
  const vip = type('vip', 500);
  it('adds each person’s type price, and a 20 % code on every type', () => {
    const check: CodeCheck = {
      valid: true,
      kind: 'discount',
      percentOff: 20,
      amountOff: null,
      ticketTypes: [regular, vip],
    };
    expect(bookingAmount(['vip', 'regular', 'regular'], [regular, vip], null)).toEqual({
      subtotal: 900,
      discount: 0,
      total: 900,
    });
    expect(bookingAmount(['vip', 'regular', 'regular'], [regular, vip], check)).toEqual({
      subtotal: 900,
      discount: 180,
      total: 720,
    });
  });
  it('takes an amount off only the listed types, never below 0', () => {
    const check: CodeCheck = {
      valid: true,
      kind: 'discount',
      percentOff: null,
      amountOff: 600,
      ticketTypes: [vip],
    };
    expect(bookingAmount(['vip', 'regular'], [regular, vip], check)).toEqual({
      subtotal: 700,
      discount: 500,
      total: 200,
    });
  });
  it('lists a hidden type only once a code unlocks it, and never a sold-out or ended one', () => {
    const sponsors = type('sponsors', 0, { hidden: true });
    const ended = type('early', 100, { onSale: false });
    const gone = type('gone', 100, { available: 0 });
    expect(bookableTypes([regular, ended, gone], null).map((t) => t._id)).toEqual(['regular']);
    const check: CodeCheck = {
      valid: true,
      kind: 'comp',
      percentOff: null,
      amountOff: null,
      ticketTypes: [sponsors],
    };
    expect(bookableTypes([regular], check).map((t) => t._id)).toEqual(['regular', 'sponsors']);
  });
});
