import { arabicCount } from '../../arabic-count';
import { ONLY_SEATS_LEFT } from './count-forms';

/**
 * The booking form's validation and the booking endpoint's refusals (docs/api/bookings.md): the form shows
 * them once its validation loads, the server answers with them.
 */
export const AR_BOOKING_ERRORS = {
  nationalIdInvalid: 'الرقم القومي غير صحيح',
  fullNameRequired: 'الاسم الكامل مطلوب',
  /** docs/api/README.md#input-hygiene: names are copied into emails. */
  fullNameHasAddress: 'الاسم لا يمكن أن يحتوي على رابط أو بريد إلكتروني',
  emailInvalid: 'البريد الإلكتروني غير صالح',
  paymentMethodRequired: 'اختر طريقة الدفع',
  paymentNumberRequired: 'رقم الدفع مطلوب',
  vodafoneInvalid: 'رقم فودافون كاش غير صالح',
  instaPayInvalid: 'رقم إنستاباي غير صالح',
  eventIdRequired: 'معرف الفعالية مطلوب',
  guestsInvalid: (max: number) =>
    arabicCount(max, {
      zero: 'لا يمكن إضافة أشخاص مع صاحب الحجز',
      one: 'يمكن إضافة شخص واحد على الأكثر مع صاحب الحجز',
      two: 'يمكن إضافة شخصين على الأكثر مع صاحب الحجز',
      few: 'يمكن إضافة {n} أشخاص على الأكثر مع صاحب الحجز',
      many: 'يمكن إضافة {n} شخصاً على الأكثر مع صاحب الحجز',
      other: 'يمكن إضافة {n} شخص على الأكثر مع صاحب الحجز',
    }),
  repeatedNationalId: 'هذا الرقم القومي مكرر في الحجز نفسه',
  duplicate: 'يوجد حجز نشط بهذا الرقم القومي لهذه الفعالية',
  personHasTicket: (name: string) => `${name} لديه حجز نشط لهذه الفعالية`,
  tooManyForEmail: (limit: number) =>
    arabicCount(limit, {
      zero: 'لا يمكن الحجز بهذا البريد الإلكتروني في الفعالية نفسها',
      one: 'لا يمكن أن يكون لبريد إلكتروني واحد أكثر من حجز واحد نشط في الفعالية نفسها',
      two: 'لا يمكن أن يكون لبريد إلكتروني واحد أكثر من حجزين نشطين في الفعالية نفسها',
      few: 'لا يمكن أن يكون لبريد إلكتروني واحد أكثر من {n} حجوزات نشطة في الفعالية نفسها',
      many: 'لا يمكن أن يكون لبريد إلكتروني واحد أكثر من {n} حجزاً نشطاً في الفعالية نفسها',
      other: 'لا يمكن أن يكون لبريد إلكتروني واحد أكثر من {n} حجز نشط في الفعالية نفسها',
    }),
  notEnoughSeats: (left: number) =>
    left === 0
      ? 'عذراً، نفدت جميع المقاعد لهذه الفعالية'
      : `${arabicCount(left, ONLY_SEATS_LEFT)} لهذه الفعالية`,
  eventUnavailable: 'هذه الفعالية غير متاحة للحجز',
  eventPast: 'انتهى الحجز لهذه الفعالية',
  salesClosed: 'انتهى الحجز لهذه الفعالية',
  eventCancelled: 'أُلغيت هذه الفعالية',
} as const;
