import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // The app's public folder holds the MSW worker and the translation files (./i18n/{lang}.json).
  staticDirs: ['../packages/app/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Under Vitest (NODE_ENV=test: the story tests and the visual run's build) react-aria's
    // Virtualizer lays every row out at once, unsized, unless VIRT_ON is set: keep lists
    // virtualized as in the product.
    viteConfig.define = { ...viteConfig.define, 'process.env.VIRT_ON': JSON.stringify('1') };
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // Discovering one of these mid-run reloads Vite and breaks browser tests.
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@tanstack/react-query',
        'i18next',
        'react-i18next',
        'jose',
        'react-aria-components',
        // The assistant's transcript announces a finished reply through react-aria's announcer.
        'react-aria/private/live-announcer/LiveAnnouncer',
        'msw',
        'msw/browser',
        'dompurify',
        'marked',
        'lucide-react',
        // The icon pages' glyph lookup reads lucide's icons module as a whole.
        'lucide-react/icons/index',
        'react-router',
        '@internationalized/date',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        '@vanilla-extract/dynamic',
        // The rich-text editor loads Lexical lazily: listed, or its first story reloads Vite.
        'lexical',
        '@lexical/html',
        '@lexical/link',
        '@lexical/list',
        '@lexical/utils',
        '@lexical/react/LexicalAutoFocusPlugin',
        '@lexical/react/LexicalComposer',
        '@lexical/react/LexicalComposerContext',
        '@lexical/react/LexicalContentEditable',
        '@lexical/react/LexicalErrorBoundary',
        '@lexical/react/LexicalHistoryPlugin',
        '@lexical/react/LexicalLinkPlugin',
        '@lexical/react/LexicalListPlugin',
        '@lexical/react/LexicalOnChangePlugin',
        '@lexical/react/LexicalRichTextPlugin',
        'react-aria/useFocusRing',
      ],
    };
    return viteConfig;
  },
};

export default config;
