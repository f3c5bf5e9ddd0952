import { AR_BOOKINGS, type BookingDto } from '@app/shared';
import { ImageOff, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useInView } from '../../../lib/use-in-view';
import { useProofImage } from '../api/get-proof-image';

const D = AR_BOOKINGS.desk;

/**
 * The proof screenshot, small, with a warning mark when its transaction ID is on another booking too.
 * The server's thumbnail (a few KB, kept by the browser), fetched only once its row comes near the
 * screen (docs/api/big-events.md#the-screens); the details dialog opens the full screenshot.
 */
export function ProofThumbnail({ booking, className }: { booking: BookingDto; className?: string }) {
  const place = useRef<HTMLSpanElement>(null);
  const image = useProofImage(booking.proof, useInView(place), 'thumb');
  const duplicate = booking.duplicateTransactionOf.length > 0;
  return (
    <span ref={place} className={cn('relative inline-flex size-11 shrink-0', className)}>
      {!booking.proof ? (
        <NoPicture label={D.noProof} className="bg-slate-50 text-slate-400 ring-slate-200" />
      ) : image.src ? (
        <img
          src={image.src}
          alt={D.proofAlt(booking.fullName)}
          className="size-full rounded-lg object-cover ring-1 ring-slate-200"
        />
      ) : image.isError ? (
        <NoPicture label={D.proofFailed} className="bg-red-50 text-red-600 ring-red-200" />
      ) : (
        <Skeleton className="size-full rounded-lg" />
      )}
      {duplicate && (
        <span
          className="absolute -end-1.5 -top-1.5 grid size-5 place-items-center rounded-full bg-amber-500 text-white ring-2 ring-white"
          title={D.duplicateTitle}
        >
          <TriangleAlert aria-hidden className="size-3" />
          <span className="sr-only">{D.duplicateTitle}</span>
        </span>
      )}
    </span>
  );
}

/** The thumbnail's place when there is no picture to show: an icon, and why in words. */
function NoPicture({ label, className }: { label: string; className: string }) {
  return (
    <span
      className={cn('grid size-full place-items-center rounded-lg ring-1 ring-inset', className)}
      title={label}
    >
      <ImageOff aria-hidden className="size-4" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
