/**
 * The app opened at the scanner: the scanner's chunks, nested three routes deep, and the QR decoder are
 * fetched at once rather than each after the one that renders it, and the camera of a signed-in person
 * starts meanwhile.
 */
import { loadQrDecoder } from '@harbour/scanner';
import { getSession } from '@/lib/session';
import { openCameraEarly } from '@/lib/scanner/camera/early-stream';
import { loadAppLayout, loadQueryScope, loadScanPage } from './route-chunks';

export function openAtScanner(role: 'admin' | 'user'): void {
  void loadQueryScope();
  void loadAppLayout();
  void loadScanPage();
  void loadQrDecoder();
  if (getSession()?.role === role) openCameraEarly();
}
