import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { whenToastLibraryLoads } from '@/lib/toast';

/** Toast durations; react-hot-toast's own limit is the spec's 20 at once. */
const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
} as const;

/** The toaster, mounted when the first toast has loaded its library: a first visit without one never does. */
function Toaster() {
  const [LoadedToaster, setLoadedToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => whenToastLibraryLoads((loaded) => setLoadedToaster(() => loaded.Toaster)), []);
  if (!LoadedToaster) return null;
  return (
    <LoadedToaster
      position="top-right"
      toastOptions={TOAST_OPTIONS}
      containerStyle={{ top: 16, right: 16 }}
    />
  );
}

/** What every screen needs; TanStack Query joins with the signed-in screens (app/query-scope.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
