import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// A sandboxed preload may require only 'electron', so everything else is bundled into one CommonJS file.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: false,
  build: {
    outDir: 'out/preload',
    emptyOutDir: true,
    target: 'chrome140',
    minify: false,
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('./index.ts', import.meta.url)),
      formats: ['cjs'],
      fileName: () => 'index.cjs',
    },
    rollupOptions: { external: ['electron'] },
  },
});
