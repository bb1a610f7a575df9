import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

/**
 * The operator console: its own entry, built after the guest app into `dist/web/operator` and served by the demo
 * at `/operator/`, so nothing of it reaches the guest's chunks.
 */
export default defineConfig({
  root,
  base: '/operator/',
  plugins: [react()],
  resolve: { alias: { '@common': `${root}/../../common` } },
  build: {
    outDir: `${root}/../../dist/web/operator`,
    emptyOutDir: true,
    assetsDir: '_assets',
    target: 'es2022',
    sourcemap: false,
  },
});
