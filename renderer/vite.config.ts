import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const root = import.meta.dirname;

/** The same aliases as tsconfig.base.json's `paths`. */
const aliases = { '@common': `${root}/../common`, '@renderer': `${root}/src` };

export default defineConfig({
  root,
  base: '/',
  plugins: [
    react(),
    // Every text file over 1 KB is written beside itself as .br and .gz (the plugin's defaults are the best levels),
    // once, at build time: the server sends them as they are. index.html is left out: the server fills it per hotel.
    compression({ threshold: 1024, exclude: [/(^|\/)index\.html$/], algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
    // The app's service worker (renderer/sw/sw.ts): web push today; registered by the app itself, on phones only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { injectionPoint: undefined, rollupFormat: 'es' },
    }),
  ],
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
