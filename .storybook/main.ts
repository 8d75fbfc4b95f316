/**
 * Storybook for Bloom: the component library's stories (ui/) and the storefront's page stories
 * (storefront/src, under Pages/: whole pages with mocked gateway answers, see PageStory.tsx).
 * Written by hand (no `storybook init`); nothing here reaches the network.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { docgenOptions } from './docgen.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../ui/src/**/*.stories.tsx', '../storefront/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // Autodocs read the TSDoc comments on props; keep only our own props, not every DOM attribute.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: docgenOptions,
  },
};

export default config;
