import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';
import { workspaceAliases } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/features/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The demo lecture's video (`/media/aula-demo.mp4`), so stories can play and seek it.
  staticDirs: ['./public', { from: '../apps/api/media', to: '/media' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(base) {
    return mergeConfig(base, {
      plugins: [tailwindcss()],
      resolve: { alias: workspaceAliases },
      build: {
        rollupOptions: {
          // Radix marks its modules "use client"; meaningless in a static Storybook.
          onwarn(warning: { code?: string }, warn: (w: unknown) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};
export default config;
