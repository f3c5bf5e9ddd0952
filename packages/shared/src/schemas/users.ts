import { z } from 'zod';
import { LIMITS } from '../constants';
import { AR_ACCOUNT } from '../messages/ar/account';
import { AR_AUTH } from '../messages/ar/auth';
import { AR_SERVER } from '../messages/ar/server';
import { AR_USERS } from '../messages/ar/users';
import { ROLES } from '../roles';
import { proofOfWorkSolutionField } from './proof-of-work';
import { email, text } from './text-rules';

export const loginBodySchema = z.object({
  username: text({ error: AR_AUTH.usernameRequired, invalid: AR_SERVER.textInvalid })
    .trim()
    .min(1, AR_AUTH.usernameRequired)
    .max(100),
  password: z
    .string({ error: AR_AUTH.passwordRequired })
    .min(1, AR_AUTH.passwordRequired)
    .max(200, AR_SERVER.textTooLong(200)),
  /** A solved challenge, once the username has had 20 failures in 15 minutes (docs/api/accounts.md#login-limits). */
  altcha: proofOfWorkSolutionField(AR_SERVER.invalidInput),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshBodySchema = z.object({
  refreshToken: z.string({ error: AR_AUTH.refreshRequired }).min(1, AR_AUTH.refreshRequired).max(500),
});

/**
 * POST /api/auth/logout: the body may be absent or `{}`; a refresh token, when sent, names another
 * session of the same account to end as well (an empty one counts as none).
 */
export const logoutBodySchema = z
  .object({
    refreshToken: text({ error: AR_SERVER.invalidInput, invalid: AR_SERVER.textInvalid })
      .max(500, AR_SERVER.invalidInput)
      .optional(),
  })
  // No body at all reaches the server as null.
  .nullish();
export type LogoutBody = z.infer<typeof logoutBodySchema>;

export const newPasswordSchema = z
  .string({ error: AR_ACCOUNT.newPasswordRequired })
  .min(LIMITS.passwordMinLength, AR_ACCOUNT.passwordTooShort)
  .max(200, AR_SERVER.textTooLong(200));

export const changePasswordBodySchema = z.object({
  oldPassword: z
    .string({ error: AR_ACCOUNT.oldPasswordRequired })
    .min(1, AR_ACCOUNT.oldPasswordRequired)
    .max(200, AR_SERVER.textTooLong(200)),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The account form's view of it (docs/product.md#validation): an empty new password reads as missing, not as too short. */
export const changePasswordFormSchema = changePasswordBodySchema.extend({
  newPassword: z.string().min(1, AR_ACCOUNT.newPasswordRequired).pipe(newPasswordSchema),
});

export const roleSchema = z.enum(ROLES, { error: AR_USERS.roleInvalid });

export const registerUserBodySchema = z.object({
  username: z
    .string({ error: AR_USERS.usernameRequired })
    .trim()
    .min(1, AR_USERS.usernameRequired)
    .max(50, AR_USERS.usernameTooLong)
    .regex(/^[\p{L}\p{N}_.-]+$/u, AR_USERS.usernameInvalid),
  email: email(AR_USERS.emailInvalid).toLowerCase(),
  // A new account's password is just "the password": the account screen's "new password" words do not fit.
  password: z
    .string({ error: AR_AUTH.passwordRequired })
    .min(1, AR_AUTH.passwordRequired)
    .pipe(newPasswordSchema),
  role: roleSchema.default('User'),
});
export type RegisterUserBody = z.input<typeof registerUserBodySchema>;
export type RegisterUserInput = z.output<typeof registerUserBodySchema>;

export const suspendUserBodySchema = z.object({
  isSuspended: z.boolean({ error: AR_USERS.isSuspendedRequired }),
});

/** An account as other answers name it (who decided a booking, who assigned a task). */
export const personRefSchema = z.object({ _id: z.string(), username: z.string() });

/** A user as the API returns it (docs/api/README.md#field-names field names). */
export const userDtoSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  isSuspended: z.boolean(),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** The tokens of a refresh (POST /api/auth/refresh-token). */
export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
/** The answer of a login: the first tokens of the new session and the account's id. */
export const loginResponseSchema = tokenPairSchema.extend({ _id: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/users/profile: the signed-in account. */
export const profileDtoSchema = userDtoSchema.pick({ _id: true, username: true, email: true, role: true });
export type ProfileDto = z.infer<typeof profileDtoSchema>;
