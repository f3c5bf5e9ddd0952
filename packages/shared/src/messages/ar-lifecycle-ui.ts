/**
 * The screens of the booking's clock, staff actions and cancelled events (AR_LIFECYCLE.ui): a file of
 * their own, so a page imports them without the server's answers and the emails.
 */
export const AR_LIFECYCLE_UI = {
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
  refundWillReturn: 'دفعت ثمن هذا الحجز، وسنرد إليك المبلغ على رقم المحفظة الذي دفعت منه.',
  /** The staff panel. */
  cancelledLabel: 'ملغاة',
  cancelEventReasonHint: 'يظهر السبب في صفحة الفعالية وفي الرسالة التي تصل كل حاجز.',
  cancelBookingHint: 'يصل السبب إلى صاحب الحجز في رسالة الإلغاء.',
  cancelBookingPaid: 'هذا الحجز مدفوع: سيُسجَّل المبلغ مستحق الاسترداد لصاحبه.',
  keepEvent: 'تراجع',
  moreActions: (name: string) => `إجراءات أخرى: ${name}`,
  actionFailed: 'تعذر تنفيذ الإجراء، حاول مرة أخرى',
} as const;
