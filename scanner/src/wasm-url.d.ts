/** Vite's `?url` import, declared here so the package needs no Vite types of its own. */
declare module '*.wasm?url' {
  const url: string;
  export default url;
}
