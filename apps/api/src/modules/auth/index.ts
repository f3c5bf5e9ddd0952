/** The auth module's door: sessions, passwords and their limits, for the users module and the app. */
export { revokeAllSessions } from './auth.service';
export { hashPassword, verifyPassword } from './password';
export { passwordChangeLimit } from './password-change-limit';
export { verifyAccessToken } from './tokens';
