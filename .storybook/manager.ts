/** Storybook's own UI in Bloom's colours, so designers know which library they are looking at. */
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Bloom UI',
    colorPrimary: '#8c2f5a',
    colorSecondary: '#8c2f5a',
    appBg: '#fffaf7',
    fontBase: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  }),
});
