import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES, cameraErrorMessage } from './camera-error';

describe('cameraErrorMessage', () => {
  it('asks for permission, saying how, when the user or the browser refused the camera', () => {
    expect(cameraErrorMessage(new DOMException('denied', 'NotAllowedError'))).toBe(
      CAMERA_MESSAGES.permissionNeeded,
    );
  });

  it('says no camera was found when the device has none', () => {
    expect(cameraErrorMessage(new DOMException('none', 'NotFoundError'))).toBe(CAMERA_MESSAGES.noCamera);
  });

  it('says the camera is busy when another app holds it', () => {
    expect(cameraErrorMessage(new DOMException('busy', 'NotReadableError'))).toBe(CAMERA_MESSAGES.cameraBusy);
  });

  it("shows any other error's own message, else a generic one", () => {
    expect(cameraErrorMessage(new Error('Video failed to play'))).toBe('Video failed to play');
    expect(cameraErrorMessage('strange')).toBe(CAMERA_MESSAGES.startFailed);
  });
});
