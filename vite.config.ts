import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './build/precompress.ts';

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
  ],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: { port: 5173 },
});
