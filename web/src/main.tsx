import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, preloadOpenedRoute } from './app/router';
import { startLanguage } from './app/catalogs/start-language';
import './index.css';

preloadOpenedRoute(location.pathname);

function render(): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

// A catalog that cannot load leaves the screens in English rather than blank.
startLanguage().then(render, render);

// The service worker (offline use, offline field mode) loads after the page, in a chunk of its own.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./lib/offline/app-update').then((module) => module.registerAppUpdates());
  });
}
