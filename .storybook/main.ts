import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { aliases } from '../vite.config.js';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables from react-docgen cost more CPU than the rest of the build together (it follows the imports
  // of @tabler/icons-react); the controls come from each story's args instead.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Storybook merges the app's vite.config.ts, whose root is app/ and whose public folder is the app's:
    // Storybook serves from the project root and has no public folder of its own.
    return mergeConfig(viteConfig, {
      root: projectRoot,
      publicDir: false,
      resolve: { alias: aliases },
    });
  },
};

export default config;
