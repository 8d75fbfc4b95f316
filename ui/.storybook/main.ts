/** The ui package's stories only, for its story tests (ui/vitest.config.ts). */
import type { StorybookConfig } from '@storybook/react-vite';
import shared from '../../.storybook/main.ts';

const config: StorybookConfig = { ...shared, stories: ['../src/**/*.stories.tsx'] };

export default config;
