/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** API base address; '/api' on the same origin unless set at build time. */
  readonly VITE_API_BASE?: string;
}
