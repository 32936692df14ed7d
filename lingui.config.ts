import { defineConfig } from '@lingui/conf'

export default defineConfig({
  sourceLocale: 'de-DE',
  locales: ['de-DE', 'en-US', 'nb-NO', 'es-MX'],
  fallbackLocales: { default: 'de-DE' },
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['app'] }],
  format: 'po',
})
