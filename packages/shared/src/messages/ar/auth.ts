/** The staff's login screen and the session's answers (docs/api/accounts.md). */
export const AR_AUTH = {
  usernameRequired: 'اسم المستخدم مطلوب',
  passwordRequired: 'كلمة المرور مطلوبة',
  refreshRequired: 'رمز التحديث مطلوب',
  invalidCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  /** 429 with a challenge after 20 failed logins for a username (docs/api/accounts.md#login-limits); the form solves it unseen. */
  loginProofRequired: 'محاولات دخول كثيرة لهذا الحساب. يرجى المحاولة مرة أخرى ليتحقق المتصفح من الطلب.',
  refreshInvalid: 'انتهت الجلسة. يرجى تسجيل الدخول مرة أخرى.',
  loggedOut: 'تم تسجيل الخروج',
  loginTitle: 'تسجيل الدخول',
  loginSubtitle: 'لوحة تحكم فريق العمل',
  username: 'اسم المستخدم',
  password: 'كلمة المرور',
  loginButton: 'دخول',
  loggingIn: 'جاري الدخول...',
  loginError: 'حدث خطأ أثناء تسجيل الدخول',
  logout: 'تسجيل الخروج',
  panelName: 'نايل بكسل',
} as const;
