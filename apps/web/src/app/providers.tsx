import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { forgetRenderedAt } from '../lib/use-render-clock';

/** Query results the server already fetched for a page it rendered (see entry-server.tsx and main.tsx). */
export type InitialQueries = Array<[QueryKey, unknown]>;

export function AppProviders({
  children,
  initialQueries = [],
}: {
  children: ReactNode;
  initialQueries?: InitialQueries;
}) {
  const [client] = useState(() => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
    });
    for (const [key, data] of initialQueries) queryClient.setQueryData(key, data);
    return queryClient;
  });
  // The server's render time serves the hydrating render only (lib/use-render-clock.ts).
  useEffect(() => forgetRenderedAt(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
