import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { createQueryClient } from './query-client';

/** Toast durations of SPEC.md section 9; react-hot-toast's own limit is the spec's 20 at once. */
export const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
} as const;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" toastOptions={TOAST_OPTIONS} containerStyle={{ top: 16, right: 16 }} />
    </QueryClientProvider>
  );
}
