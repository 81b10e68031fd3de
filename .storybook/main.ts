import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { aliases } from '../vite.config.js';
import { designSystemDocgen } from './design-system-docgen.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's docgen reads every file and follows imports into @tabler/icons-react: ours reads the design system.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Storybook merges the app's vite.config.ts, whose root is app/ and whose public folder is the app's:
    // Storybook serves from the project root and has no public folder of its own.
    return mergeConfig(viteConfig, {
      root: projectRoot,
      publicDir: false,
      resolve: { alias: aliases },
      plugins: [designSystemDocgen(aliases['@design-system'], aliases)],
    });
  },
};

export default config;
