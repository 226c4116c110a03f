/** Loads the decoder (and its WebAssembly) on first use, so it never weighs on the landing or login pages. */
import type { QrDecoder } from './browser-decoder';

export type { QrDecoder };

let loading: Promise<QrDecoder> | null = null;

export function loadQrDecoder(): Promise<QrDecoder> {
  loading ??= import('./browser-decoder').then((module) => module.createQrDecoder());
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
