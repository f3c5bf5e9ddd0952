import { z } from 'zod';
import { LIMITS } from '../constants';
import { AR } from '../messages/ar';
import { ROLES } from '../roles';
import { proofOfWorkSolutionField } from './proof-of-work';
import { email, text } from './text-rules';

export const loginBodySchema = z.object({
  username: text({ error: AR.auth.usernameRequired, invalid: AR.server.textInvalid })
    .trim()
    .min(1, AR.auth.usernameRequired)
    .max(100),
  password: z.string({ error: AR.auth.passwordRequired }).min(1, AR.auth.passwordRequired).max(200),
  /** A solved challenge, once the username has had 20 failures in 15 minutes (docs/api/accounts.md#login-limits). */
  altcha: proofOfWorkSolutionField(AR.server.invalidInput),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const refreshBodySchema = z.object({
  refreshToken: z.string({ error: AR.auth.refreshRequired }).min(1, AR.auth.refreshRequired).max(500),
});

/**
 * POST /api/auth/logout: the body may be absent or `{}`; a refresh token, when sent, names another
 * session of the same account to end as well (an empty one counts as none).
 */
export const logoutBodySchema = z
  .object({
    refreshToken: text({ error: AR.server.invalidInput, invalid: AR.server.textInvalid })
      .max(500, AR.server.invalidInput)
      .optional(),
  })
  // No body at all reaches the server as null.
  .nullish();
export type LogoutBody = z.infer<typeof logoutBodySchema>;

export const newPasswordSchema = z
  .string({ error: AR.account.newPasswordRequired })
  .min(LIMITS.passwordMinLength, AR.account.passwordTooShort)
  .max(200);

export const changePasswordBodySchema = z.object({
  oldPassword: z
    .string({ error: AR.account.oldPasswordRequired })
    .min(1, AR.account.oldPasswordRequired)
    .max(200),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The account form's view of it (docs/product.md#validation): an empty new password reads as missing, not as too short. */
export const changePasswordFormSchema = changePasswordBodySchema.extend({
  newPassword: z.string().min(1, AR.account.newPasswordRequired).pipe(newPasswordSchema),
});

export const roleSchema = z.enum(ROLES, { error: AR.users.roleInvalid });

export const registerUserBodySchema = z.object({
  username: z
    .string({ error: AR.users.usernameRequired })
    .trim()
    .min(1, AR.users.usernameRequired)
    .max(50, AR.users.usernameTooLong)
    .regex(/^[\p{L}\p{N}_.-]+$/u, AR.users.usernameInvalid),
  email: email(AR.users.emailInvalid).toLowerCase(),
  password: newPasswordSchema,
  role: roleSchema.default('User'),
});
export type RegisterUserBody = z.input<typeof registerUserBodySchema>;
export type RegisterUserInput = z.output<typeof registerUserBodySchema>;

export const suspendUserBodySchema = z.object({
  isSuspended: z.boolean({ error: AR.users.isSuspendedRequired }),
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
