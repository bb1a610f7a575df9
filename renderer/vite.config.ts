import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

/** The same aliases as tsconfig.base.json's `paths`. */
const aliases = { '@common': `${root}/../common`, '@renderer': `${root}/src` };

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  resolve: { alias: aliases },
  build: {
    outDir: `${root}/../dist/web`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // One chunk for everything the first screen needs: dozens of tiny shared chunks cost a request each.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
});
