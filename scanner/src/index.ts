/**
 * What the web app imports. Only the loader: the decoding passes and the .wasm stay in the chunk it
 * imports on first use, so a page that never scans never downloads them.
 */
export { loadQrDecoder, type QrDecoder } from './load-decoder';
