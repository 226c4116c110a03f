import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';

/** Toast durations; react-hot-toast's own limit is the spec's 20 at once. */
const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
} as const;

/** What every screen needs; TanStack Query joins with the signed-in screens (app/query-scope.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="top-right" toastOptions={TOAST_OPTIONS} containerStyle={{ top: 16, right: 16 }} />
    </>
  );
}
