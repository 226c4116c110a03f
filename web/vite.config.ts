/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress';

// The API server; override with API_PROXY_TARGET to develop against another port.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5000';

const ADMIN_ONLY_CHUNKS = [
  'users-page',
  'api-tokens-page',
  'import-page',
  'inspection-plans-page',
  'asset-types-page',
  // The administrators' add and edit form of the asset list, with the types' field checks.
  'asset-form-dialog',
];

/**
 * The map screen, its library and its stylesheet (MapLibre: 1 MB, 290 KB gzip): of no use without signal, as the
 * markers come from the server. Fetched when the map first opens, then cached like any lazy chunk. (Its
 * worker, a .mjs file, is outside globPatterns.)
 */
const MAP_ONLY_FILES = ['assets/map-page-*.js', 'assets/map-view-*.js', 'assets/map-view-*.css'];

/**
 * The installable app (offline field mode): a service worker precaches the shell, the chunk of every route a
 * field screen needs and the QR decoder's .wasm, so the app opens and scans with no signal after one visit. Nothing from /api or /uploads
 * is ever cached by it: what is kept offline is kept on purpose, in IndexedDB (src/lib/offline).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Maritime Asset Management System',
    short_name: 'Harbour assets',
    description: 'Track vessels, equipment and port facilities with QR codes, on the quay and at sea.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f8fafc',
    theme_color: '#0b2545',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  // The manifest's icons already match globPatterns: listed a second time they were fetched twice.
  includeManifestIcons: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,wasm,svg,png,woff2}'],
    // Screens only an administrator opens at a desk are not needed without signal: left out of the install,
    // which fetches its files one after another and so finishes sooner on a busy phone; cached when opened.
    globIgnores: [...ADMIN_ONLY_CHUNKS.map((name) => `assets/${name}-*.js`), ...MAP_ONLY_FILES],
    // The decoder's .wasm is about 1 MB: above Workbox's 2 MB default would also be kept, but say so.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
    cleanupOutdatedCaches: true,
    // A new version waits until the person reloads (the prompt in src/lib/offline/app-update.tsx).
    skipWaiting: false,
    clientsClaim: false,
    runtimeCaching: [
      {
        // Hashed file names never change content, so a cached copy is always right.
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'lazy-chunks', expiration: { maxEntries: 60 } },
      },
    ],
  },
});

export default defineConfig({
  // precompress last: it compresses what the others wrote, the service worker included.
  plugins: [react(), tailwindcss(), pwa, precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Files share one jsdom and one module graph per worker (each test renders and cleans up its own
    // tree): a fresh environment per file cost four times the CPU of the tests themselves.
    isolate: false,
  },
});
