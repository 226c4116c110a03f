import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StatusBadge, statusColour } from './status-badge';

describe('status badge colours', () => {
  it.each([
    ['In Use', 'blue'],
    ['Under Maintenance', 'yellow'],
    ['Available', 'green'],
    ['Reservable', 'purple'],
    ['Retired', 'grey'],
  ])('%s is %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });

  it('renders the status text with its colour', () => {
    render(<StatusBadge status="In Use" />);
    expect(screen.getByText('In Use')).toHaveAttribute('data-colour', 'blue');
  });
});
