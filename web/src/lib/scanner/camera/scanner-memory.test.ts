import { describe, expect, it } from 'vitest';
import { forgetPermission, readScannerMemory, rememberCamera } from './scanner-memory';

describe('scanner memory', () => {
  it('starts empty', () => {
    expect(readScannerMemory()).toEqual({ hasPermission: false, lastUsedCameraId: null });
  });

  it('remembers the granted permission and the last used camera', () => {
    rememberCamera('rear-camera-id');
    expect(readScannerMemory()).toEqual({ hasPermission: true, lastUsedCameraId: 'rear-camera-id' });
  });

  it('forgets the permission but keeps the camera when access is refused later', () => {
    rememberCamera('rear-camera-id');
    forgetPermission();
    expect(readScannerMemory()).toEqual({ hasPermission: false, lastUsedCameraId: 'rear-camera-id' });
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem('qr-scanner', '{not json');
    expect(readScannerMemory()).toEqual({ hasPermission: false, lastUsedCameraId: null });
  });
});
