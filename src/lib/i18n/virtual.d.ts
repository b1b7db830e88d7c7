/** The compiled catalogues, one lazy chunk per locale and namespace (scripts/i18n/vite-plugin.ts). */
declare module 'virtual:i18n-catalogues' {
  import type { CompiledCatalogue } from './messages';
  export const catalogues: Record<string, Record<string, () => Promise<{ default: CompiledCatalogue }>>>;
}
