/**
 * The rounds screens under /<area>/rounds: one lazy route in the app's route table (the first page's
 * entry stays as it was), each screen its own chunk behind it.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';

const RoundsPage = lazy(() => import('./rounds-page').then((m) => ({ default: m.RoundsPage })));
const NewRoundPage = lazy(() => import('./new-round-page').then((m) => ({ default: m.NewRoundPage })));
const RoundPage = lazy(() => import('./round-page').then((m) => ({ default: m.RoundPage })));

export function RoundsRoutes({ area }: { area: 'admin' | 'user' }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<RoundsPage area={area} />} />
        {area === 'admin' ? <Route path={paths.roundPages.newPattern} element={<NewRoundPage />} /> : null}
        <Route path={paths.roundPages.roundPattern} element={<RoundPage area={area} />} />
      </Routes>
    </Suspense>
  );
}
