import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import type { WaitlistJoinForm as Form } from './waitlist-join-form';

// The form (its schema and form library) loads only on a sold-out event, so the events pages' first
// load stays within its budget (apps/web/budgets.json).
const JoinForm = lazy(() => import('./waitlist-join-form').then((m) => ({ default: m.WaitlistJoinForm })));

/**
 * The waiting list's join form, loaded on demand in the browser only: the server's render (and the
 * first render that hydrates it) leaves its place empty, since a lazy component cannot render there.
 */
export function WaitlistJoinForm(props: ComponentProps<typeof Form>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <JoinForm {...props} />
    </Suspense>
  );
}
