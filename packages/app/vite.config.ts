import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, loadEnv } from 'vite';
import { themeBootAndCsp } from './csp.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  return {
    root,
    plugins: [
      vanillaExtractPlugin(),
      themeBootAndCsp({ bootScript: `${root}src/boot/theme.js`, apiUrl: env.VITE_API_URL || undefined }),
    ],
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
  };
});
