/** Test support: a screen rendered inside a session (and its own empty cache), as the shell renders it. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client.ts';
import { SessionContext, type Session } from '../components/session.ts';

export function TestSession({ value, children }: { value: Session; children?: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
}
