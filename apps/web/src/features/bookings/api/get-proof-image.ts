import type { PaymentProofDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiBlob } from '../../../lib/api-client';
import { bookingKeys } from './get-bookings';

/** Which picture of a proof: the screenshot itself, or its small thumbnail for a list's row. */
export type ProofSize = 'full' | 'thumb';

/**
 * The thumbnail's address (docs/api/bookings.md#proof-thumbnails): the proof's upload time in it, so
 * the copy the browser keeps is never taken for a newer proof's.
 */
function proofUrl(proof: PaymentProofDto, size: ProofSize): string {
  if (size === 'full') return proof.url;
  return `${proof.url}?size=thumb&v=${encodeURIComponent(proof.uploadedAt)}`;
}

/** A proof screenshot's bytes, or its thumbnail's (the staff URL needs the bearer). */
export const proofImageQuery = (
  proof: PaymentProofDto | null | undefined,
  enabled = true,
  size: ProofSize = 'full',
) =>
  queryOptions({
    // uploadedAt: a newer proof replaces the old one under the same URL.
    queryKey: bookingKeys.proof(proof ? proofUrl(proof, size) : undefined, proof?.uploadedAt),
    queryFn: () => apiBlob(proofUrl(proof!, size), { auth: true }),
    enabled: Boolean(proof) && enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });

/**
 * A proof screenshot as an object URL. The staff URL is private (it needs the bearer, which an
 * <img src> cannot send), so the image is fetched through the API client and shown from memory;
 * the URL is revoked when the component lets go of it. `enabled`: false until it is wanted (a row
 * not yet near the screen). `size`: 'thumb' for a list's row (a few KB the browser keeps, not
 * recorded as a view); the full screenshot is what staff open.
 */
export function useProofImage(
  proof: PaymentProofDto | null | undefined,
  enabled = true,
  size: ProofSize = 'full',
) {
  const query = useQuery(proofImageQuery(proof, enabled, size));
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) {
      setSrc(null);
      return;
    }
    const url = URL.createObjectURL(query.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [query.data]);
  return { src, isError: query.isError, isLoading: query.isLoading };
}
