import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

// Unit tests sit beside their code (*.test.ts[x]; app.config.test.ts at the root); integration tests
// over real HTTP live in tests/integration (*.int.test.ts). End-to-end tests are Playwright's (tests/e2e).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The same Lingui setup as vite.config.ts: components use its macros, which only Babel compiles.
  plugins: [babel({ include: /\/app\/.*\.tsx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    include: [
      '*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'build/**/*.test.ts',
      'cms/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
      'tests/integration/**/*.int.test.ts',
    ],
    environment: 'node',
    // The leads integration tests run on SQLite and on PostgreSQL (tests/support/leads-stores.ts).
    globalSetup: ['tests/support/postgres-global-setup.ts'],
    testTimeout: 20_000,
  },
})
