import type { PaymentProofDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiBlob } from '../../../lib/api-client';
import { bookingKeys } from './get-bookings';

/** A proof screenshot's bytes (the staff URL needs the bearer). */
export const proofImageQuery = (proof: PaymentProofDto | null | undefined, enabled = true) =>
  queryOptions({
    // uploadedAt: a newer proof replaces the old one under the same URL.
    queryKey: bookingKeys.proof(proof?.url, proof?.uploadedAt),
    queryFn: () => apiBlob(proof!.url, { auth: true }),
    enabled: Boolean(proof) && enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });

/**
 * A proof screenshot as an object URL. The staff URL is private (it needs the bearer, which an
 * <img src> cannot send), so the image is fetched through the API client and shown from memory;
 * the URL is revoked when the component lets go of it. `enabled`: false until it is wanted (a row
 * not yet near the screen).
 */
export function useProofImage(proof: PaymentProofDto | null | undefined, enabled = true) {
  const query = useQuery(proofImageQuery(proof, enabled));
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
