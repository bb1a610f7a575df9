import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// CommonJS packages main uses are left to node_modules; ESM-only electron-store (and conf) is bundled
// so the CommonJS entry never has to require an ES module.
const runtimeExternals = ['electron', 'systeminformation', 'ws', 'node-wol', 'zod'];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: fileURLToPath(new URL('./index.ts', import.meta.url)),
    outDir: 'out/main',
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    sourcemap: false,
    rollupOptions: {
      external: [...runtimeExternals, ...builtinModules, /^node:/],
      output: { format: 'cjs', entryFileNames: 'index.cjs' },
    },
  },
});
