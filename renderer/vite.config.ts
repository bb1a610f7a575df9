import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: `${root}/../dist/web`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // One chunk for everything the first screen needs: dozens of tiny shared chunks cost a request each.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
});
