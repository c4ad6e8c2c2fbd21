import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './build/precompress.ts';
import { spaStamp } from './build/spaInputs.ts';

export const BASE_PATH = '/jobtalkai/';

export default defineConfig({
  base: BASE_PATH,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    precompress(),
    // Last: written once the build and its compressed copies are complete (build/ensureSpa.ts reads it).
    spaStamp(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is loaded by every page before the first paint: one
          // chunk instead of a dozen shared ones (each request costs about 1 KB of response headers, and
          // one larger file compresses better), so a cold /login stays under its 150 KB budget (QUALITY.md
          // "spa"). Routes, i18n/ru, pdfmake and the inspector stay lazy: they are not `$initial`.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { port: 5173 },
});
