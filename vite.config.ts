import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { blockStylesPlugin } from './build/block-styles.ts'
import { chunkLayersPlugin, librariesLayer, sharedLayer } from './build/chunk-layers.ts'
import { startAfterFirstPaintPlugin } from './build/start-after-first-paint.ts'

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  // The first load in layers the browser evaluates one task each: the libraries, the app code that
  // several chunks share, the entry (build/chunk-layers.ts).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [librariesLayer, sharedLayer] },
          },
        },
      },
    },
  },
  plugins: [
    blockStylesPlugin(),
    tanstackStart({ srcDirectory: 'app' }),
    viteReact(),
    // Lingui's macros are Babel plugins; plugin-react 6 no longer runs Babel, so it runs here.
    babel({ include: /\/app\/.*\.tsx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    chunkLayersPlugin(),
    startAfterFirstPaintPlugin(),
  ],
})
