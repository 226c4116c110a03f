import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AvailabilityCard } from './components/availability-card';

const figures = { serviceMs: 1, downtimeMs: 0, availability: 100, failures: 0, meanTimeToRepairMs: null };

describe('the dashboard availability card', () => {
  it('counts the assets and types below target and opens the availability screen', async () => {
    // why: the card reads GET /availability's totals for the last 30 days.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          jsonResponse({
            from: '2026-10-30T00:00:00.000Z',
            to: '2026-11-29T00:00:00.000Z',
            measuredTo: '2026-11-29T00:00:00.000Z',
            totals: { assets: 40, assetsBelowTarget: 3, typesBelowTarget: 2, ...figures },
            types: [],
            assets: { items: [], total: 40 },
          }),
        ),
      ),
    );
    renderWithProviders(<AvailabilityCard />, '/admin/dashboard');
    const card = await screen.findByRole('link', { name: /Assets below availability target/ });
    expect(card).toHaveAttribute('href', '/admin/availability');
    expect(card).toHaveTextContent('3');
    expect(screen.getByText('Asset types below target: 2')).toBeInTheDocument();
  });
});
