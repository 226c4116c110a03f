import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ReportStatusPage } from './report-status-page';

function openStatus(answer: Response) {
  // why: the public status API's one answer for this page.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(answer)),
  );
  renderWithProviders(
    <Routes>
      <Route path="/report/:reference" element={<ReportStatusPage />} />
    </Routes>,
    '/report/D-7K3M9QX2',
  );
}

describe('a report’s public status page', () => {
  it('says in words that a report was not taken further, and why', async () => {
    openStatus(
      jsonResponse({
        reference: 'D-7K3M9QX2',
        state: 'rejected',
        rejectionReason: 'The light was switched off for the season.',
        updatedAt: '2026-11-29T14:00:00Z',
      }),
    );
    expect(await screen.findByTestId('report-state')).toHaveTextContent('Not taken further.');
    expect(screen.getByText('Reason: The light was switched off for the season.')).toBeInTheDocument();
  });

  it('shows a report being dealt with without any reason', async () => {
    openStatus(
      jsonResponse({
        reference: 'D-7K3M9QX2',
        state: 'in-progress',
        rejectionReason: null,
        updatedAt: '2026-11-29T14:00:00Z',
      }),
    );
    expect(await screen.findByTestId('report-state')).toHaveTextContent('Being dealt with');
    expect(screen.queryByText(/Reason:/)).not.toBeInTheDocument();
  });

  it('says when no report has the reference', async () => {
    openStatus(jsonResponse({ message: 'Defect not found' }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('No report has this reference');
  });
});
