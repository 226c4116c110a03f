import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, LocationProbe, renderWithProviders, requestUrl } from '@/test/render';
import { PublicAssetPage } from './public-asset-page';

const ID = '65a1f0c2b3d4e5f6a7b8c9d0';
const BUOY = { name: 'Light buoy B-12', type: 'Light buoy' };

type Answer = (url: URL, init: RequestInit | undefined) => Response;

/** why: the public API as a test names it: each call answered by `answer`, every call kept to look at. */
function serve(answer: Answer) {
  const calls: Array<{ url: URL; init: RequestInit | undefined }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = requestUrl(input);
      calls.push({ url, init });
      return Promise.resolve(answer(url, init));
    }),
  );
  return calls;
}

function openLabel() {
  renderWithProviders(
    <Routes>
      <Route path="/a/:id" element={<PublicAssetPage closed={<LocationProbe />} />} />
    </Routes>,
    `/a/${ID}`,
  );
}

const isReport = (url: URL, init: RequestInit | undefined) =>
  init?.method === 'POST' && url.pathname.endsWith(`/public/assets/${ID}/defects`);

describe('a visitor opens a label link', () => {
  it('reports a problem with a photo and gets the reference to follow it', async () => {
    const calls = serve((url, init) =>
      isReport(url, init) ? jsonResponse({ reference: 'D-7K3M9QX2' }, 201) : jsonResponse(BUOY),
    );
    openLabel();
    expect(await screen.findByRole('heading', { name: BUOY.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Staff sign in' })).toHaveAttribute('href', '/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    await user.type(screen.getByLabelText(/What is wrong/), 'Light not working');
    await user.upload(
      screen.getByLabelText('Take a photo'),
      new File(['jpeg bytes'], 'buoy.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByTestId('report-reference')).toHaveTextContent('D-7K3M9QX2');
    expect(screen.getByRole('link', { name: 'See the status of your report' })).toHaveAttribute(
      'href',
      '/report/D-7K3M9QX2',
    );
    const sent = calls.find(({ url, init }) => isReport(url, init));
    const form = sent?.init?.body;
    expect(form).toBeInstanceOf(FormData);
    if (!(form instanceof FormData)) return;
    const defect = form.get('defect');
    expect(typeof defect === 'string' ? JSON.parse(defect) : defect).toEqual({
      description: 'Light not working',
      website: '',
    });
    expect(form.get('photo.1')).toBeInstanceOf(File);
    expect(new Headers(sent?.init?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('keeps the sign-in when the asset takes no public reports (or does not exist)', async () => {
    serve(() => jsonResponse({ message: 'Asset not found', code: 'asset-not-found' }, 404));
    openLabel();
    expect(await screen.findByTestId('location')).toHaveTextContent(`/a/${ID}`);
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('says to try later when too many reports were sent, and keeps what was written', async () => {
    serve((url, init) =>
      isReport(url, init)
        ? jsonResponse({ message: 'Too many requests', code: 'rate-limited' }, 429, { 'Retry-After': '60' })
        : jsonResponse(BUOY),
    );
    openLabel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await user.type(screen.getByLabelText(/What is wrong/), 'Chain broken');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many reports .* try again later/);
    expect(screen.getByLabelText(/What is wrong/)).toHaveValue('Chain broken');
  });

  it('refuses a photo over the upload limit before sending anything', async () => {
    const calls = serve(() => jsonResponse(BUOY));
    openLabel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await user.type(screen.getByLabelText(/What is wrong/), 'Light not working');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Take a photo'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('A photo is too large (at most 10 MB)');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some(({ url, init }) => isReport(url, init))).toBe(false));
  });

  it('asks for a description before sending', async () => {
    const calls = serve(() => jsonResponse(BUOY));
    openLabel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Describe the problem.')).toBeInTheDocument();
    expect(calls.some(({ url, init }) => isReport(url, init))).toBe(false);
  });
});
