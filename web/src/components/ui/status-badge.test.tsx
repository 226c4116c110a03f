import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { provideCatalogs, setLanguage } from '@/i18n/language-store';
import { uiNb } from '@/components/locales/nb';
import { uiNn } from '@/components/locales/nn';
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

describe('status badge in another language', () => {
  afterEach(async () => {
    await setLanguage('en', { remember: false });
  });

  it('shows the status in the chosen language and keeps the colour of its value', async () => {
    provideCatalogs({
      nb: () => Promise.resolve({ default: { 'ui.statusInUse': uiNb.statusInUse } }),
      nn: () => Promise.resolve({ default: { 'ui.statusInUse': uiNn.statusInUse } }),
    });
    await setLanguage('nn', { remember: false });
    render(<StatusBadge status="In Use" />);
    expect(screen.getByText('I bruk')).toHaveAttribute('data-colour', 'blue');
    render(<StatusBadge status="Scrapped" />);
    expect(
      screen.getByText('Scrapped'),
      'a status added by a newer server keeps its own name',
    ).toBeInTheDocument();
  });
});
