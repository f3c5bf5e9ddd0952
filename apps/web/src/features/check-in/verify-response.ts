import { AR_CHECK_IN, type CheckedInBookingDto } from '@app/shared';

/** What the screen does after a verification (docs/product.md#error-messages, attendance verification). */
export type VerifyOutcome =
  | {
      kind: 'success';
      booking: Partial<CheckedInBookingDto>;
      /** Admitted from the device's list without the server (docs/api/check-in.md#the-door). */
      decidedOnDevice?: boolean;
    }
  | {
      kind: 'error';
      status: number;
      message: string;
      redirectToLogin: boolean;
      /** Already checked in: when, and by which staff account when the server says so. */
      checkedIn?: { at: string | null; by: string | null; onThisDevice?: boolean };
      /** A ticket of another event. */
      otherEvent?: boolean;
      /** Decided on the device: whose ticket was already in, and their booking's count. */
      holder?: string;
      group?: { quantity: number; checkedIn: number };
      /**
       * Not a fault of the ticket: admitted already, or another event's (docs/api/check-in.md#the-door).
       * Shown amber, with "scan the next" as the main button.
       */
      warning?: boolean;
      decidedOnDevice?: boolean;
    };

type Body = Record<string, unknown>;

function asBody(body: unknown): Body | null {
  return body && typeof body === 'object' ? (body as Body) : null;
}

/** The server's own text: errors[0].msg, else error, else message; undefined when it sent none. */
function rawServerMessage(body: Body | null): string | undefined {
  if (!body) return undefined;
  const first = Array.isArray(body.errors) ? (body.errors[0] as { msg?: unknown } | undefined) : undefined;
  for (const candidate of [first?.msg, body.error, body.message]) {
    if (typeof candidate === 'string' && candidate) return candidate;
  }
  return undefined;
}

/** docs/product.md#error-messages: the server message, else 'استجابة غير صالحة من الخادم'. */
export function serverMessageOf(body: unknown): string {
  return rawServerMessage(asBody(body)) ?? AR_CHECK_IN.invalidServerResponse;
}

const KNOWN_400: Record<string, string> = {
  [AR_CHECK_IN.serverInvalidId]: AR_CHECK_IN.invalidQr,
  [AR_CHECK_IN.serverNotConfirmed]: AR_CHECK_IN.notConfirmed,
  [AR_CHECK_IN.serverAlreadyCheckedIn]: AR_CHECK_IN.alreadyCheckedIn,
};

/**
 * The message shown for a failed verification. `message` is the server message (with its
 * fallback); it is undefined only when no answer arrived at all (network failure, status 0).
 */
export function failureOutcome(status: number, message: string | undefined): VerifyOutcome {
  const error = (text: string, redirectToLogin = false): VerifyOutcome => ({
    kind: 'error',
    status,
    message: text,
    redirectToLogin,
  });
  switch (status) {
    case 400: {
      const text = message ?? AR_CHECK_IN.unknown;
      return error(KNOWN_400[text] ?? AR_CHECK_IN.verifyError(text));
    }
    case 401:
    case 403:
      return error(AR_CHECK_IN.unauthorized, true);
    case 404:
      return error(AR_CHECK_IN.notFound);
    case 500:
      return error(AR_CHECK_IN.serverError);
    default:
      return error(message ?? AR_CHECK_IN.unexpected);
  }
}

/**
 * Reads an HTTP answer of verify-qr. It is a failure when the status is not OK, when the server
 * says success false, or when both data and success are missing (docs/api/README.md#the-calls).
 */
export function interpretVerifyResponse(status: number, body: unknown): VerifyOutcome {
  const parsed = asBody(body);
  const ok = status >= 200 && status < 300;
  const hasResult = parsed !== null && (parsed.data !== undefined || parsed.success !== undefined);
  if (ok && hasResult && parsed.success !== false) {
    const data = asBody(parsed.data) ?? {};
    return { kind: 'success', booking: data as Partial<CheckedInBookingDto> };
  }
  const outcome = failureOutcome(status, serverMessageOf(parsed));
  if (outcome.kind !== 'error' || status !== 400) return outcome;
  const message = rawServerMessage(parsed);
  if (message === AR_CHECK_IN.serverAlreadyCheckedIn) {
    // docs/api/check-in.md#verify-a-qr: the answer carries checkedInAt and checkedInBy at its top level.
    const by = asBody(parsed?.checkedInBy)?.username;
    const at = parsed?.checkedInAt;
    outcome.checkedIn = {
      at: typeof at === 'string' ? at : null,
      by: typeof by === 'string' ? by : null,
    };
  }
  if (message?.startsWith(AR_CHECK_IN.serverOtherEvent(''))) outcome.otherEvent = true;
  if (outcome.checkedIn || outcome.otherEvent) outcome.warning = true;
  return outcome;
}

/** A failure that is not an HTTP answer: no response (status 0) or an unexpected exception. */
export function thrownOutcome(networkFailure: boolean): VerifyOutcome {
  // docs/product.md#error-messages: an unknown error counts as status 400 with 'خطأ غير معروف'.
  return networkFailure ? failureOutcome(0, undefined) : failureOutcome(400, AR_CHECK_IN.unknown);
}
