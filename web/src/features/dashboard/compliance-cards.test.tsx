import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AdminDashboardPage } from './admin-dashboard-page';
import { UserDashboardPage } from './user-dashboard-page';

const adminDashboard = {
  stats: {
    totalAssets: 40,
    assetsInUse: 10,
    availableAssets: 25,
    assetsUnderMaintenance: 3,
    reservableAssets: 2,
  },
  distributions: { byType: [], byLocation: [], byUser: [] },
  recentActivities: [],
  compliance: { overdue: 3, dueSoon: 12 },
};

function mockDashboard(body: unknown) {
  // why: the dashboards read GET /dashboard/admin or /dashboard/user.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(body))),
  );
}

/** The figure a stat card shows under its label. */
const figure = (label: string) => screen.getByText(label, { exact: true }).nextElementSibling?.textContent;

describe('compliance cards on the dashboards', () => {
  it('the admin dashboard counts Overdue and Due soon after the spec cards, each opening the list filtered', async () => {
    mockDashboard(adminDashboard);
    renderWithProviders(<AdminDashboardPage />);
    const overdue = await screen.findByRole('link', { name: /Overdue/ });
    expect(overdue).toHaveAttribute('href', '/admin/compliance?status=overdue');
    expect(figure('Overdue')).toBe('3');
    expect(screen.getByRole('link', { name: /Due soon/ })).toHaveAttribute(
      'href',
      '/admin/compliance?status=due-soon',
    );
    expect(figure('Due soon')).toBe('12');
    const labels = screen.getAllByText(/^(Total Assets|Reservable Assets|Overdue|Due soon)$/);
    expect(labels.map((label) => label.textContent)).toEqual([
      'Total Assets',
      'Reservable Assets',
      'Overdue',
      'Due soon',
    ]);
  });

  it("the employee's dashboard counts their own and opens their compliance screen", async () => {
    mockDashboard({
      userAssets: [],
      assetCount: 0,
      recentActivities: [],
      compliance: { overdue: 1, dueSoon: 0 },
    });
    renderWithProviders(<UserDashboardPage />);
    expect(await screen.findByRole('link', { name: /Overdue/ })).toHaveAttribute(
      'href',
      '/user/compliance?status=overdue',
    );
    expect(figure('Overdue')).toBe('1');
    expect(figure('Due soon')).toBe('0');
  });

  it('leaves the cards out when an older server sends no counts, and keeps the rest', async () => {
    // why: the tolerant reader reports the missing counts once.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { compliance: _omitted, ...older } = adminDashboard;
    mockDashboard(older);
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByText('Total Assets')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.queryByText('Due soon')).not.toBeInTheDocument();
  });
});
