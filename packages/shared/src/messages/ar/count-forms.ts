import { type ArabicCountForms, arabicCount } from '../../arabic-count';

/**
 * Counted phrases that more than one catalogue writes the same way (arabic-count.ts). The rest give
 * their forms where they are used: the case, and with it the form, changes with the sentence.
 */

/** 'لم يتبق إلا ٣ مقاعد': the seats an event has left (a sold-out event says so in its own words). */
export const ONLY_SEATS_LEFT: ArabicCountForms = {
  zero: 'لم يتبق أي مقعد',
  one: 'لم يتبق إلا مقعد واحد',
  two: 'لم يتبق إلا مقعدان',
  few: 'لم يتبق إلا {n} مقاعد',
  many: 'لم يتبق إلا {n} مقعداً',
  other: 'لم يتبق إلا {n} مقعد',
};

/** 'تذكرتان', '٣ تذاكر': a booking's tickets, the staff's lists and the door's. */
export function ticketCount(n: number): string {
  return arabicCount(n, {
    zero: 'لا تذاكر',
    one: 'تذكرة واحدة',
    two: 'تذكرتان',
    few: '{n} تذاكر',
    many: '{n} تذكرة',
    other: '{n} تذكرة',
  });
}
