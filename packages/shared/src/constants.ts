/** Business constants of docs/product.md#constants. */
export const LIMITS = {
  phoneMinDigits: 10,
  phoneMaxDigits: 15,
  nationalIdDigits: 14,
  instaPayMinLength: 6,
  passwordMinLength: 6,
  imageMaxBytes: 10 * 1024 * 1024,
  defaultTotalSeats: 100,
  seatsLimitedRatio: 0.25,
  seatsHurryRatio: 0.5,
  eventNameTruncate: 24,
  eventDescriptionTruncate: 115,
  dashboardTasks: 3,
  pendingBookingHours: 24,
  /** Active (Pending or Accepted) bookings one email address may hold per event (docs/api/bookings.md#booking-rules). */
  holdsPerEmail: 5,
} as const;

export const TIMINGS = {
  profileCheckMs: 60_000,
  messagesPollMs: 10_000,
  headerHideScrollPx: 100,
  arabicBannerMs: 3_000,
  tooltipResetMs: 2_000,
  countUpMs: 2_000,
  revealMs: 1_000,
  pageFadeMs: 500,
  scannerFps: 5,
  scannerBox: 300,
  failedScanForgetMs: 3_000,
  passwordRedirectMs: 3_000,
  missingTokenRedirectMs: 2_000,
} as const;

export const STORAGE_KEYS = {
  accessToken: 'adminToken',
  refreshToken: 'adminRefreshToken',
  userId: 'currentUserId',
} as const;

export const CAIRO_TIME_ZONE = 'Africa/Cairo';
export const CURRENCY = 'EGP';

/** How a booker pays (docs/product.md#validation). Here rather than beside the booking schema, so the booking
 * form's select does not pull the schema module, and zod with it, into the page's first load. */
/**
 * Up to this many people besides the booker in one booking (docs/api/bookings.md#several-tickets). Here, not beside
 * the booking schema, so the booking page's first load can read it without zod.
 */
export const MAX_GUESTS = 5;

export const PAYMENT_METHODS = ['InstaPay', 'VodafoneCash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
