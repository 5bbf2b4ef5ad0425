import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Server Components directives mean nothing in a client-only app.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: { port: 4200 },
  preview: { port: 4300, strictPort: false },
});
