import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { startAfterFirstPaintPlugin } from './build/start-after-first-paint.ts'

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  // Code that two or more chunks load (the routes, the consent dialog) goes into one shared chunk
  // instead of a handful of small ones that compress worse and cost requests on every first load
  // (docs/decisions/019-render-cost-and-page-weight.md).
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', minShareCount: 2 }] } } } },
    },
  },
  plugins: [
    tanstackStart({ srcDirectory: 'app' }),
    viteReact(),
    // Lingui's macros are Babel plugins; plugin-react 6 no longer runs Babel, so it runs here.
    babel({ include: /\/app\/.*\.tsx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    startAfterFirstPaintPlugin(),
  ],
})
