import { arabicCount } from '../arabic-count';

/**
 * Arabic texts of personal data (DECISIONS.md section 17): privacy requests, the access log and
 * the staff account actions, for the server's answers and the panel's screens.
 */
export const AR_PRIVACY = {
  /** How an erased field reads on screens and in the CSV. */
  erased: '—',
  privacy: {
    title: 'طلبات الخصوصية',
    subtitle:
      'ابحث عن بيانات شخص بالرقم القومي أو البريد الإلكتروني أو رقم الهاتف، وامحُها عند طلبه. تُمحى بيانات الحجوزات تلقائياً بعد انتهاء مدة الاحتفاظ.',
    searchLabel: 'الرقم القومي أو البريد الإلكتروني أو رقم الهاتف',
    searchPlaceholder: 'مثال: 01012345678',
    search: 'بحث',
    searching: 'جاري البحث...',
    queryRequired: 'اكتب الرقم القومي أو البريد الإلكتروني أو رقم الهاتف',
    queryInvalid: 'اكتب رقماً قومياً من ١٤ رقماً أو بريداً إلكترونياً أو رقم هاتف',
    nothingFound: 'لا توجد بيانات لهذا الشخص',
    bookings: 'الحجوزات',
    tickets: 'التذاكر',
    waitlist: 'قائمة الانتظار',
    contactRequests: 'طلبات التواصل',
    reference: 'الرقم المرجعي',
    name: 'الاسم',
    event: 'الفعالية',
    status: 'الحالة',
    date: 'التاريخ',
    requestType: 'نوع الطلب',
    state: 'البيانات',
    inUse: 'قيد الاستخدام',
    erasedLabel: 'ممحوة',
    kept: 'محفوظة',
    erase: 'محو البيانات',
    erasing: 'جاري المحو...',
    eraseTitle: 'محو بيانات هذا الشخص',
    eraseConfirm:
      'ستُمحى الأرقام القومية والبريد والأرقام وصور إثبات الدفع من حجوزاته، وتُحذف طلبات التواصل، ويُمحى تواصله في قائمة الانتظار. تبقى الأسماء والأرقام المرجعية والمبالغ والحالات للحسابات. لا يمكن التراجع.',
    activeBooking: 'لهذا الشخص حجز نشط لفعالية قادمة: ألغِه أولاً ثم امحُ بياناته',
    erasedOk: (count: number) =>
      `تم محو بيانات هذا الشخص (${arabicCount(count, {
        zero: 'لا سجلات',
        one: 'سجل واحد',
        two: 'سجلان',
        few: '{n} سجلات',
        many: '{n} سجلاً',
        other: '{n} سجل',
      })})`,
    nothingToErase: 'لا توجد بيانات لمحوها',
    fetchFailed: 'فشل في البحث',
    eraseFailed: 'فشل في محو البيانات',
  },
  audit: {
    title: 'سجل الوصول',
    subtitle:
      'من اطّلع على البيانات الشخصية ومتى: صور إثبات الدفع، تصدير الحجوزات، البحث عند الباب، وطلبات الخصوصية.',
    at: 'الوقت',
    actor: 'المستخدم',
    action: 'الإجراء',
    target: 'ما تم الوصول إليه',
    details: 'التفاصيل',
    empty: 'لا توجد سجلات بعد',
    more: 'عرض الأقدم',
    fetchFailed: 'فشل في جلب السجل',
    beforeInvalid: 'قيمة before غير صالحة',
    deletedUser: 'مستخدم محذوف',
    actions: {
      'payment-proof.view': 'عرض إثبات دفع',
      'bookings.export': 'تصدير حجوزات',
      'door.lookup': 'بحث عند الباب',
      'privacy.search': 'بحث عن بيانات شخص',
      'privacy.erase': 'محو بيانات شخص',
    },
    targets: { booking: 'حجز', event: 'فعالية', person: 'شخص' },
    results: (count: number) =>
      arabicCount(count, {
        zero: 'لا نتائج',
        one: 'نتيجة واحدة',
        two: 'نتيجتان',
        few: '{n} نتائج',
        many: '{n} نتيجة',
        other: '{n} نتيجة',
      }),
  },
  staff: {
    changeRole: 'تغيير الدور',
    setPassword: 'تعيين كلمة مرور',
    endSessions: 'إنهاء الجلسات',
    changeRoleTitle: (name: string) => `تغيير دور ${name}`,
    setPasswordTitle: (name: string) => `كلمة مرور جديدة لـ ${name}`,
    setPasswordHint: 'ستنتهي كل جلسات هذا الحساب، وعليه الدخول بكلمة المرور الجديدة.',
    endSessionsTitle: 'إنهاء كل الجلسات',
    endSessionsConfirm: (name: string) =>
      `ستنتهي كل جلسات ${name} فوراً على كل الأجهزة (مثل هاتف باب مفقود)، وعليه تسجيل الدخول من جديد.`,
    save: 'حفظ',
    saving: 'جاري الحفظ...',
    updated: 'تم تحديث المستخدم',
    passwordSet: 'تم تعيين كلمة المرور وإنهاء جلسات الحساب',
    sessionsEnded: 'تم إنهاء كل جلسات الحساب',
    nothingToChange: 'لا يوجد ما يتم تغييره',
    lastAdminRole: 'لا يمكن تغيير دور آخر مدير نشط',
    updateFailed: 'فشل في تحديث المستخدم',
    endFailed: 'فشل في إنهاء الجلسات',
    newPassword: 'كلمة المرور الجديدة',
  },
} as const;
