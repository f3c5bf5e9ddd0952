import { arabicCount } from '../../arabic-count';
import { ONLY_SEATS_LEFT } from './count-forms';

/** The answers of ticket types (docs/api/ticket-types.md) and their CSV columns; the codes' are AR_CODES. */
export const AR_TYPES = {
  /** The type an event created with the single-price form sells. */
  defaultName: 'دخول عام',
  chooseType: 'اختر فئة التذكرة',
  typeNotOnSale: 'هذه الفئة غير متاحة للحجز الآن',
  typeUnknown: 'فئة التذكرة غير موجودة',
  typeSeatsLeft: (name: string, left: number) =>
    left === 0 ? `نفدت تذاكر فئة ${name}` : `${arabicCount(left, ONLY_SEATS_LEFT)} في فئة ${name}`,
  tooManyOfType: (name: string, max: number) =>
    arabicCount(max, {
      zero: `لا يمكن حجز تذاكر من فئة ${name}`,
      one: `يمكن حجز تذكرة واحدة على الأكثر من فئة ${name} في الحجز الواحد`,
      two: `يمكن حجز تذكرتين على الأكثر من فئة ${name} في الحجز الواحد`,
      few: `يمكن حجز {n} تذاكر على الأكثر من فئة ${name} في الحجز الواحد`,
      many: `يمكن حجز {n} تذكرة على الأكثر من فئة ${name} في الحجز الواحد`,
      other: `يمكن حجز {n} تذكرة على الأكثر من فئة ${name} في الحجز الواحد`,
    }),
  severalTypes: 'للفعالية أكثر من فئة تذاكر: عدّل الفئات',
  tooManyTypes: 'للفعالية ١٠ فئات تذاكر على الأكثر',
  nameTaken: 'توجد فئة بهذا الاسم في الفعالية',
  nameInvalid: 'اسم الفئة مطلوب (٤٠ حرفاً على الأكثر)',
  descriptionInvalid: 'الوصف ٢٠٠ حرف على الأكثر',
  priceInvalid: 'السعر من ٠ إلى ١٬٠٠٠٬٠٠٠ ج.م. بحد أقصى رقمين عشريين',
  quantityInvalid: 'عدد المقاعد يجب أن يكون ١ على الأقل',
  maxPerBookingInvalid: 'الحد الأقصى للحجز الواحد من ١ إلى ٦',
  timeInvalid: 'الوقت غير صحيح',
  salesWindowInvalid: 'بداية البيع يجب أن تكون قبل نهايته',
  salesEndAfterClose: 'نهاية بيع الفئة لا تكون بعد إغلاق الحجز للفعالية',
  typeHasBookings: 'لهذه الفئة حجوزات: أوقف بيعها بدلاً من حذفها',
  lastType: 'لا يمكن حذف الفئة الوحيدة للفعالية',
  quantityBelowTaken: (taken: number) =>
    arabicCount(taken, {
      zero: 'لا يمكن تقليل عدد المقاعد',
      one: 'لا يمكن تقليل عدد المقاعد إلى أقل من المحجوز منها (مقعد واحد)',
      two: 'لا يمكن تقليل عدد المقاعد إلى أقل من المحجوز منها (مقعدان)',
      few: 'لا يمكن تقليل عدد المقاعد إلى أقل من المحجوز منها ({n} مقاعد)',
      many: 'لا يمكن تقليل عدد المقاعد إلى أقل من المحجوز منها ({n} مقعداً)',
      other: 'لا يمكن تقليل عدد المقاعد إلى أقل من المحجوز منها ({n} مقعد)',
    }),
  /** The staff CSV's columns (docs/api/bookings.md#csv-export). */
  csvType: 'فئة التذكرة',
  csvPrice: 'سعر التذكرة',
  csvCode: 'الرمز',
  csvDiscount: 'الخصم',
  created: 'تمت إضافة الفئة',
  updated: 'تم تعديل الفئة',
  deleted: 'تم حذف الفئة',
} as const;
