/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; by default `/api` at the console's own origin. */
  readonly VITE_API_BASE?: string;
}
