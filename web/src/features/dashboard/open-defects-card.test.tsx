import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { OpenDefectsCard } from './components/open-defects-card';

describe('the open defects card of the admin dashboard', () => {
  it('counts new and accepted defects and calls out the safety ones, each opening the triage list', () => {
    renderWithProviders(<OpenDefectsCard counts={{ new: 3, accepted: 2, safety: 1 }} />);
    expect(screen.getByRole('link', { name: /Open defects/ })).toHaveAttribute(
      'href',
      '/admin/defects?state=new,accepted',
    );
    expect(screen.getByRole('link', { name: /Open defects/ })).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: /Open safety defects/ })).toHaveAttribute(
      'href',
      '/admin/defects?state=new,accepted&severity=safety',
    );
  });

  it('leaves out the safety card when there is none', () => {
    renderWithProviders(<OpenDefectsCard counts={{ new: 1, accepted: 0, safety: 0 }} />);
    expect(screen.queryByRole('link', { name: /safety/ })).not.toBeInTheDocument();
  });
});
