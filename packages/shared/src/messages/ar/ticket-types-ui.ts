/** The public pages' texts of types and codes (docs/api/ticket-types.md#elsewhere). */
export const AR_TYPES_UI = {
  typesTitle: 'فئات التذاكر',
  ticketType: 'فئة التذكرة',
  chooseType: 'اختر الفئة',
  sameAsBooker: 'فئة صاحب الحجز',
  until: (date: string) => `حتى ${date}`,
  notOnSale: 'غير متاحة للحجز الآن',
  soldOut: 'نفدت',
  /** The "from" price when the types' prices differ. */
  from: (price: string) => `من ${price}`,
  /** The payment steps' second step when the types' prices differ: the amount is the form's total. */
  paymentStepTotal:
    'ستصلك رسالة بالبريد الإلكتروني فيها بيانات تحويل إجمالي حجزك (كما يظهر في النموذج) عبر إنستاباي أو فودافون كاش.',
  code: 'رمز الخصم (اختياري)',
  codeHint: 'إن كان معك رمز من راعٍ أو صديق',
  codeApplied: 'تم تطبيق الرمز',
  subtotal: 'المجموع',
  discount: 'الخصم',
  total: 'الإجمالي',
} as const;
