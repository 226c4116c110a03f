/** Renders UI the way the app does: a fresh query client, the toaster and a router at the given entry. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router';

export function renderWithProviders(ui: ReactElement, entry: InitialEntry = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        {ui}
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Shows the current path so a test can see where a redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The address a mocked fetch was called with, whichever form it came in. */
export function requestUrl(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, 'http://localhost');
}
