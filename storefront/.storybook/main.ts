/** The storefront's page stories only, for their story tests (storefront/vitest.stories.config.ts). */
import type { StorybookConfig } from '@storybook/react-vite';
import shared from '../../.storybook/main.ts';

const config: StorybookConfig = { ...shared, stories: ['../src/**/*.stories.tsx'] };

export default config;
