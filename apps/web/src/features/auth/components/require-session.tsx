import type { ReactNode } from 'react';

/** Placeholder until the foundation issue guards the panel. */
export function RequireSession({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
