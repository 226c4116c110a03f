import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCameraEarly, takeEarlyStream } from './early-stream';
import { rememberCamera, forgetPermission } from './scanner-memory';

function fakeStream() {
  const track = { readyState: 'live', stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

function fakeCamera(stream: MediaStream) {
  const getUserMedia = vi.fn(() => Promise.resolve(stream));
  // why: jsdom has no camera; the early ask only needs getUserMedia and a secure context.
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  vi.stubGlobal('isSecureContext', true);
  return getUserMedia;
}

afterEach(() => {
  void takeEarlyStream(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the camera asked for while the scanner loads', () => {
  it('is handed to the scanner that starts on the remembered camera', async () => {
    const { stream } = fakeStream();
    const getUserMedia = fakeCamera(stream);
    rememberCamera('rear');
    openCameraEarly();
    expect(getUserMedia).toHaveBeenCalledOnce();
    await expect(takeEarlyStream('rear')).resolves.toBe(stream);
    expect(takeEarlyStream('rear')).toBeNull();
  });

  it('is let go when the scanner starts another camera', async () => {
    const { stream, track } = fakeStream();
    fakeCamera(stream);
    rememberCamera('rear');
    openCameraEarly();
    expect(takeEarlyStream('front')).toBeNull();
    await vi.waitFor(() => expect(track.stop).toHaveBeenCalled());
  });

  it('is not asked for before the person has allowed the camera', () => {
    const getUserMedia = fakeCamera(fakeStream().stream);
    rememberCamera('rear');
    forgetPermission();
    openCameraEarly();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(takeEarlyStream('rear')).toBeNull();
  });
});
