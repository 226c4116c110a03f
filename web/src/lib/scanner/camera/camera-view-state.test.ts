import { describe, expect, it } from 'vitest';
import { cameraViewReducer, initialCameraView, type CameraEvent } from './camera-view-state';

const run = (...events: CameraEvent[]) => events.reduce(cameraViewReducer, initialCameraView('rear-1'));

describe('camera view state', () => {
  it('starts not started, on the remembered camera, with no controls yet', () => {
    expect(initialCameraView('rear-1')).toEqual({
      state: 'not-started',
      starting: false,
      message: null,
      cameras: [],
      cameraId: 'rear-1',
      torchSupported: false,
      torchOn: false,
      zoom: null,
      zoomValue: 1,
    });
  });

  it('a start clears the last problem and shows starting until it settles', () => {
    const failed = run({ type: 'failed', message: 'No camera found' });
    const opening = cameraViewReducer(failed, { type: 'opening' });
    expect(opening).toMatchObject({ message: null, starting: true });
    expect(cameraViewReducer(opening, { type: 'settled' }).starting).toBe(false);
  });

  it('an opened camera brings its id, torch and zoom, the zoom starting at its minimum', () => {
    const view = run({
      type: 'opened',
      camera: { deviceId: 'rear-2', torchSupported: true, zoom: { min: 1.5, max: 5, step: 0.1 } },
    });
    expect(view).toMatchObject({ cameraId: 'rear-2', torchSupported: true, zoomValue: 1.5 });
    const plain = run({ type: 'opened', camera: { deviceId: null, torchSupported: false, zoom: null } });
    expect(plain).toMatchObject({ cameraId: null, zoom: null, zoomValue: 1 });
  });

  it('releasing the camera puts the torch out and keeps the rest', () => {
    const lit = run({ type: 'moved', state: 'scanning' }, { type: 'torch', on: true });
    expect(lit.torchOn).toBe(true);
    expect(cameraViewReducer(lit, { type: 'released' })).toEqual({ ...lit, torchOn: false });
  });

  it('follows the life-cycle, the chosen camera and the zoom as told', () => {
    const view = run(
      { type: 'moved', state: 'scanning' },
      { type: 'chosen', cameraId: 'front-1' },
      { type: 'zoomed', value: 2.5 },
      { type: 'moved', state: 'paused' },
    );
    expect(view).toMatchObject({ state: 'paused', cameraId: 'front-1', zoomValue: 2.5 });
  });

  it('a failure shows its message without changing the state', () => {
    const view = run(
      { type: 'moved', state: 'scanning' },
      { type: 'failed', message: 'Failed to turn on torch' },
    );
    expect(view).toMatchObject({ state: 'scanning', message: 'Failed to turn on torch' });
  });
});
