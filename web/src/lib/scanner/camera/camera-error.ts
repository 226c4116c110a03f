/** Why the camera cannot be used, in the words the scanner shows. */
import { currentWords } from '../../current-words';
import { cameraMessages } from './camera-messages';

/** The same messages as text, each in the language of the moment it is read. */
export const CAMERA_MESSAGES = currentWords(cameraMessages);

function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string') {
    return error.name;
  }
  return '';
}

/** Turns a getUserMedia failure into the message to show. */
export function cameraErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return CAMERA_MESSAGES.permissionNeeded;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return CAMERA_MESSAGES.noCamera;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return CAMERA_MESSAGES.cameraBusy;
    default:
      return error instanceof Error && error.message ? error.message : CAMERA_MESSAGES.startFailed;
  }
}
