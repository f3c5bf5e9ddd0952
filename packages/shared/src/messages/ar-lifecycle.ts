import { arabicCount } from '../arabic-count';
import { AR_LIFECYCLE_UI } from './ar-lifecycle-ui';

/**
 * Arabic texts of the booking's clock, staff actions and cancelled events (docs/api/bookings.md#the-payment-clock):
 * server answers, emails and the screens that show them.
 */
export const AR_LIFECYCLE = {
  server: {
    salesClosed: 'انتهى الحجز لهذه الفعالية',
    eventCancelled: 'أُلغيت هذه الفعالية',
    eventAlreadyCancelled: 'هذه الفعالية ملغاة بالفعل',
    cancelReasonRequired: 'اكتب سبب الإلغاء',
    cancelReasonTooLong: 'سبب الإلغاء يجب ألا يزيد على ٥٠٠ حرف',
    staffCannotCancel: 'لا يمكن إلغاء هذا الحجز: إما أنه ملغى أو مرفوض، أو دخل أحد حامليه الفعالية',
    resendNotAccepted: 'لا تُرسل التذكرة إلا لحجز مقبول',
    resendQueued: 'أُعيد إرسال التذكرة إلى بريد الحاجز',
    reviveNotExpired: 'يمكن استرجاع الحجز الذي انتهت مهلة دفعه فقط',
    reviveNoSeats: 'لا توجد مقاعد متاحة الآن لاسترجاع هذا الحجز',
    reviveDuplicate: 'لصاحب هذا الحجز حجز آخر نشط لهذه الفعالية',
    revivedOk: 'تم استرجاع الحجز وقبوله وإرسال التذكرة',
    cancelledOk: 'تم إلغاء الحجز وإبلاغ صاحبه',
    eventCancelledOk: (bookings: number) =>
      arabicCount(bookings, {
        zero: 'تم إلغاء الفعالية، ولم تكن لها حجوزات',
        one: 'تم إلغاء الفعالية وإبلاغ صاحب حجز واحد',
        two: 'تم إلغاء الفعالية وإبلاغ صاحبي حجزين',
        few: 'تم إلغاء الفعالية وإبلاغ أصحاب {n} حجوزات',
        many: 'تم إلغاء الفعالية وإبلاغ أصحاب {n} حجزاً',
        other: 'تم إلغاء الفعالية وإبلاغ أصحاب {n} حجز',
      }),
    proofTooLate: 'انتهت مهلة الدفع لهذا الحجز',
    bookerCannotCancel: (hours: number) =>
      arabicCount(hours, {
        zero: 'لا يمكن إلغاء الحجز المؤكد بعد بدء الفعالية، أو بعد تسجيل الحضور',
        one: 'لا يمكن إلغاء الحجز المؤكد قبل موعد الفعالية بأقل من ساعة واحدة، أو بعد تسجيل الحضور',
        two: 'لا يمكن إلغاء الحجز المؤكد قبل موعد الفعالية بأقل من ساعتين، أو بعد تسجيل الحضور',
        few: 'لا يمكن إلغاء الحجز المؤكد قبل موعد الفعالية بأقل من {n} ساعات، أو بعد تسجيل الحضور',
        many: 'لا يمكن إلغاء الحجز المؤكد قبل موعد الفعالية بأقل من {n} ساعة، أو بعد تسجيل الحضور',
        other: 'لا يمكن إلغاء الحجز المؤكد قبل موعد الفعالية بأقل من {n} ساعة، أو بعد تسجيل الحضور',
      }),
    paymentHoursInvalid: 'مهلة الدفع من ساعة إلى ٧٢ ساعة',
  },
  emails: {
    staffCancelledIntro: (event: string, reference: string) =>
      `نأسف لإبلاغك بأن حجزك رقم ${reference} لفعالية «${event}» قد أُلغي.`,
    reason: (reason: string) => `السبب: ${reason}`,
    refundNote: AR_LIFECYCLE_UI.refundWillReturn,
    eventCancelledSubject: (event: string) => `إلغاء فعالية ${event}`,
    eventCancelledTitle: 'أُلغيت الفعالية',
    eventCancelledIntro: (event: string) =>
      `نأسف لإبلاغك بأن فعالية «${event}» قد أُلغيت، وأُلغيت معها حجوزاتك:`,
    yourBookings: 'حجوزاتك',
  },
  /** The screens. */
  ui: AR_LIFECYCLE_UI,
} as const;
