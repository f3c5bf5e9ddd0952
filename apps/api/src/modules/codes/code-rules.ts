import type { CodeKind } from '@app/shared';
import type { EventCodeRow, TicketTypeRow } from '../../db/schema';

/**
 * What a code does to a type (docs/api/codes.md): whether it applies (its discount, its uses) and
 * whether it unlocks a hidden type. A discount code never unlocks; access and comp codes unlock the
 * hidden types they list (every hidden type when they list none).
 */
export type CodeRule = Pick<EventCodeRow, 'id' | 'kind' | 'percentOff' | 'amountOff' | 'ticketTypeIds'>;

export function codeAppliesTo(code: CodeRule, type: Pick<TicketTypeRow, 'id' | 'hidden'>): boolean {
  const listed = code.ticketTypeIds === null || code.ticketTypeIds.includes(type.id);
  if (!listed) return false;
  return !type.hidden || unlocks(code.kind);
}

export function codeUnlocks(code: CodeRule, type: Pick<TicketTypeRow, 'id' | 'hidden'>): boolean {
  return (
    type.hidden && unlocks(code.kind) && (code.ticketTypeIds === null || code.ticketTypeIds.includes(type.id))
  );
}

function unlocks(kind: CodeKind): boolean {
  return kind === 'access' || kind === 'comp';
}

/** Whether a code can be used at `now`: active and before its validUntil. */
export function codeIsLive(code: Pick<EventCodeRow, 'active' | 'validUntil'>, now: Date): boolean {
  return code.active && (!code.validUntil || now < code.validUntil);
}

/** Uses left; Infinity without a limit. */
export function usesLeft(code: Pick<EventCodeRow, 'maxUses' | 'uses'>): number {
  return code.maxUses === null ? Number.POSITIVE_INFINITY : code.maxUses - code.uses;
}
