/** The staff's home (docs/product.md#staff-home). */
export const AR_DASHBOARD = {
  overview: 'نظرة عامة',
  pendingMessages: 'طلبات تواصل بانتظار الرد',
  pendingBookings: 'حجوزات بانتظار التحقق',
  todayCheckIns: 'حضور اليوم',
  tasksAwaitingDelivery: 'مهام بانتظار التسليم',
  upcomingEvents: 'الفعاليات القادمة',
  noUpcomingEvents: 'لا توجد فعاليات قادمة',
  manageEvents: 'إدارة الفعاليات',
  fetchFailed: 'فشل في جلب بيانات لوحة التحكم',
  updatedAt: (time: string) => `آخر تحديث ${time}`,
  /** A Scanner's home (docs/product.md#staff-home): the task list first, then the way to the door. */
  doorTitle: 'باب الدخول',
  doorHint: 'امسح تذاكر الحضور بالكاميرا أو ابحث عن الحجز بالاسم أو الرقم المرجعي.',
  doorAction: 'افتح شاشة تسجيل الحضور',
} as const;
