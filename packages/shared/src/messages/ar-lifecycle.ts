import { arabicDigits } from '../arabic-digits';

/**
 * Arabic texts of the booking's clock, staff actions and cancelled events (DECISIONS.md section 15):
 * server answers, emails and the screens that show them.
 */
const REFUND_NOTE = 'دفعت ثمن هذا الحجز، وسنرد إليك المبلغ على رقم المحفظة الذي دفعت منه.';

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
    eventCancelledOk: (bookings: number) => `تم إلغاء الفعالية وإبلاغ أصحاب ${arabicDigits(bookings)} حجز`,
    proofTooLate: 'انتهت مهلة الدفع لهذا الحجز',
    bookerCannotCancel: (hours: number) =>
      `لا يمكن إلغاء الحجز المؤكد قبل موعد الفعالية بأقل من ${arabicDigits(hours)} ساعة، أو بعد تسجيل الحضور`,
    paymentHoursInvalid: 'مهلة الدفع من ساعة إلى ٧٢ ساعة',
  },
  emails: {
    staffCancelledIntro: (event: string, reference: string) =>
      `نأسف لإبلاغك بأن حجزك رقم ${reference} لفعالية «${event}» قد أُلغي.`,
    reason: (reason: string) => `السبب: ${reason}`,
    refundNote: REFUND_NOTE,
    eventCancelledSubject: (event: string) => `إلغاء فعالية ${event}`,
    eventCancelledTitle: 'أُلغيت الفعالية',
    eventCancelledIntro: (event: string) =>
      `نأسف لإبلاغك بأن فعالية «${event}» قد أُلغيت، وأُلغيت معها حجوزاتك:`,
    yourBookings: 'حجوزاتك',
  },
  /** The screens. */
  ui: {
    awaitingPayment: 'بانتظار الدفع',
    eventEnded: 'انتهت الفعالية',
    salesClosed: 'انتهى الحجز لهذه الفعالية',
    eventCancelled: 'أُلغيت هذه الفعالية',
    cancelledBecause: (reason: string) => `سبب الإلغاء: ${reason}`,
    paymentHours: 'مهلة الدفع (بالساعات)',
    paymentHoursHint: 'من ١ إلى ٧٢ ساعة، ولا تتجاوز موعد الفعالية',
    resendTicket: 'إعادة إرسال التذكرة',
    cancelBooking: 'إلغاء الحجز',
    cancelBookingTitle: 'إلغاء الحجز',
    cancelReason: 'سبب الإلغاء',
    cancelConfirm: 'تأكيد الإلغاء',
    revive: 'استرجاع الحجز',
    reviveConfirm: 'وصل المبلغ بعد انتهاء المهلة؟ سيُقبل الحجز إن توفرت مقاعد وتُرسل التذكرة.',
    cancelEvent: 'إلغاء الفعالية',
    cancelEventTitle: 'إلغاء الفعالية',
    cancelEventWarning: 'ستُلغى كل الحجوزات المعلقة والمؤكدة ويُبلَّغ أصحابها بالبريد. لا يمكن التراجع.',
    refundPolicy: 'سياسة الاسترداد',
    refundDue: 'مستحق الاسترداد',
    freeSuccessTitle: 'تم حجز تذكرتك',
    freeSuccessBody: 'الفعالية مجانية ولا يلزم أي دفع. أرسلنا التذكرة ورابطها إلى بريدك الإلكتروني.',
    cancelUntil: (when: string) => `يمكنك الإلغاء حتى ${when}`,
    expiredByClock: 'انتهت مهلة الدفع',
    /** The booker's page. */
    awaitingPaymentNote:
      'المقعد محجوز لك حتى آخر موعد للدفع. حوّل المبلغ ثم أرسل إثبات الدفع من هنا، وتصلك التذكرة فور قبوله.',
    cancelUntilPassed: (when: string) => `كان إلغاء الحجز متاحاً حتى ${when}`,
    refundWillReturn: REFUND_NOTE,
    /** The staff panel. */
    cancelledLabel: 'ملغاة',
    cancelEventReasonHint: 'يظهر السبب في صفحة الفعالية وفي الرسالة التي تصل كل حاجز.',
    cancelBookingHint: 'يصل السبب إلى صاحب الحجز في رسالة الإلغاء.',
    cancelBookingPaid: 'هذا الحجز مدفوع: سيُسجَّل المبلغ مستحق الاسترداد لصاحبه.',
    keepEvent: 'تراجع',
    moreActions: (name: string) => `إجراءات أخرى: ${name}`,
    actionFailed: 'تعذر تنفيذ الإجراء، حاول مرة أخرى',
  },
} as const;
