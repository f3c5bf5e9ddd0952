import { arabicCount } from '../../arabic-count';

/** Server answers shared by every Arabic endpoint (docs/api/README.md#language-of-messages). */
export const AR_SERVER = {
  unauthorized: 'غير مصرح. يرجى تسجيل الدخول.',
  tokenInvalid: 'رمز الدخول غير صالح أو منتهي الصلاحية',
  forbidden: 'ليست لديك صلاحية لهذا الإجراء',
  suspended: 'تم إيقاف هذا الحساب',
  notFound: 'المورد المطلوب غير موجود',
  routeNotFound: 'المسار المطلوب غير موجود',
  invalidInput: 'البيانات المدخلة غير صالحة',
  textInvalid: 'هذا الحقل يحتوي على رموز غير مسموح بها',
  /** A text over its field's length, where the field has no message of its own for it. */
  textTooLong: (max: number) =>
    arabicCount(max, {
      zero: 'هذا الحقل يجب أن يبقى فارغاً',
      one: 'هذا الحقل أطول من المسموح به: حرف واحد على الأكثر',
      two: 'هذا الحقل أطول من المسموح به: حرفان على الأكثر',
      few: 'هذا الحقل أطول من المسموح به: {n} أحرف على الأكثر',
      many: 'هذا الحقل أطول من المسموح به: {n} حرفاً على الأكثر',
      other: 'هذا الحقل أطول من المسموح به: {n} حرف على الأكثر',
    }),
  cursorInvalid: 'رابط الصفحة التالية غير صالح، أعد تحميل القائمة',
  invalidJson: 'صيغة البيانات غير صالحة',
  /** An edit (PUT, PATCH) that names no field it can change (docs/api/README.md#input-hygiene). */
  nothingToUpdate: 'لا توجد بيانات للتعديل: أرسل حقلاً واحداً على الأقل',
  /** A body field the call does not know (docs/api/README.md#input-hygiene): refused, never ignored. */
  unknownField: 'حقل غير معروف في الطلب',
  /** A JSON body nested deeper than 32 levels (docs/api/README.md#input-hygiene). */
  tooDeep: 'البيانات المرسلة متداخلة بعمق غير مسموح به',
  tooLarge: 'حجم الطلب كبير جداً',
  unsupportedType: 'نوع المحتوى غير مدعوم',
  rateLimited: 'عدد كبير من المحاولات. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
  /** 429 with an ALTCHA challenge (docs/api/README.md#proof-of-work); the page solves it and sends again unseen. */
  proofOfWorkRequired: 'طلبات كثيرة من هذا الاتصال. يرجى المحاولة مرة أخرى ليتحقق المتصفح من الطلب.',
  proofOfWorkFailed: 'تعذر التحقق من الطلب. يرجى المحاولة مرة أخرى.',
  internal: 'حدث خطأ في الخادم. يرجى المحاولة لاحقاً.',
  /** 503 while a process stops (a deploy): the request was not taken; trying again reaches another. */
  stopping: 'الخادم يُعاد تشغيله الآن. يرجى المحاولة مرة أخرى بعد لحظات.',
  /** 503 while the database cannot be reached or refuses writes (docs/operations.md#faults). */
  unavailable: 'الخدمة غير متاحة مؤقتاً، حاول بعد قليل',
} as const;
