import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { provideCatalogs, setLanguage } from '@/i18n/language-store';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { signIn } from '@/lib/session';
import { AssetLinkPage } from './asset-link-page';

const ID = '65a1f0c2b3d4e5f6a7b8c9d0';

const LIT_BUOY = {
  _id: '65a1f0c2b3d4e5f6a7b8c9a1',
  name: 'Lit buoy',
  fields: [
    {
      key: 'light',
      label: { en: 'Light character', nb: 'Lyskarakter' },
      kind: 'text',
      required: false,
      inList: true,
    },
    {
      key: 'colour',
      label: { en: 'Colour', nb: 'Farge' },
      kind: 'choice',
      options: ['Red', 'Green'],
      required: false,
      inList: false,
    },
    {
      key: 'height',
      label: { en: 'Focal height' },
      kind: 'number',
      unit: 'm',
      required: false,
      inList: false,
    },
    {
      key: 'serviced',
      label: { en: 'Serviced on', nb: 'Service' },
      kind: 'date',
      required: false,
      inList: false,
    },
    {
      key: 'radar',
      label: { en: 'Radar reflector', nb: 'Radarreflektor' },
      kind: 'yes-no',
      required: false,
      inList: false,
    },
  ],
  publicReports: true,
  offStationMeters: 50,
  availabilityCategory: 1,
  assetCount: 1,
  valuesNotFitting: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const BUOY = {
  _id: ID,
  name: 'Buoy 14',
  type: 'Lit buoy',
  location: 'Byfjorden',
  status: 'Available',
  assignedTo: null,
  assignedToName: null,
  dateAssigned: null,
  lastUpdated: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  assetImage: null,
  assetThumbnail: null,
  qrCodeImage: '/uploads/qr.png',
  qrPayload: ID,
  fields: { light: 'Fl(2) R 10s', colour: 'Yellow', height: 4.5, serviced: '2026-05-01', radar: true },
  fieldsNotFitting: ['colour'],
};

function open() {
  // why: no server in a component test: the asset, its type's fields, and the scan the page records.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const path = requestUrl(input).pathname;
      if (path === '/api/asset-types') return Promise.resolve(jsonResponse([LIT_BUOY]));
      if (path === '/api/assets/scan')
        return Promise.resolve(jsonResponse({ message: 'ok', msg: 'ok' }, 201));
      return Promise.resolve(jsonResponse(BUOY));
    }),
  );
  signIn({ token: 't', role: 'user', username: 'bo' });
  renderWithProviders(
    <Routes>
      <Route path="/a/:id" element={<AssetLinkPage />} />
    </Routes>,
    `/a/${ID}`,
  );
}

const valueOf = (label: string) => screen.getByText(label).nextElementSibling;

describe("a label link shows the asset's values of its type's fields", () => {
  afterEach(() => setLanguage('en', { remember: false }));

  it('with their labels, units, yes or no in words, and a value that no longer fits flagged', async () => {
    open();
    expect(await screen.findByText('Light character')).toBeInTheDocument();
    expect(valueOf('Light character')).toHaveTextContent('Fl(2) R 10s');
    expect(valueOf('Focal height')).toHaveTextContent('4.5 m');
    expect(valueOf('Radar reflector')).toHaveTextContent('Yes');
    expect(valueOf('Colour')).toHaveTextContent('YellowDoes not fit the field as now defined');
    expect(valueOf('Light character')).not.toHaveTextContent('Does not fit');
  });

  it('in bokmål: the bokmål labels, else the English, and numbers and dates as a Norwegian writes them', async () => {
    const { default: nb } = await import('@/app/catalogs/nb');
    provideCatalogs({
      nb: () => Promise.resolve({ default: nb }),
      nn: () => Promise.resolve({ default: {} }),
    });
    await setLanguage('nb', { remember: false });
    open();
    expect(await screen.findByText('Lyskarakter')).toBeInTheDocument();
    expect(valueOf('Focal height')).toHaveTextContent('4,5 m');
    expect(valueOf('Radarreflektor')).toHaveTextContent('Ja');
    expect(valueOf('Service')).toHaveTextContent('1. mai 2026');
  });
});
