/**
 * Global story setup: Bloom's tokens and styles, a light/dark theme switch in the toolbar, and
 * accessibility checks that fail a story's test on any axe violation.
 */
import { createElement, useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../ui/src/tokens/tokens.css';
import { describeInheritedProps } from './inheritedArgTypes.ts';
import './preview.css';

/** Sets `data-theme` on <html>, where the app sets it too, so portals (dialogs, toasts) follow. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return createElement(ThemeRoot, { theme }, createElement(Story));
};

function ThemeRoot({ theme, children }: { theme: 'light' | 'dark'; children?: ReactNode }) {
  // Set during render as well as in the effect so the first paint (and a screenshot) is right.
  document.documentElement.dataset.theme = theme;
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  // A little room around the story so focus rings and shadows are not clipped in screenshots.
  return createElement('div', { style: { padding: 8 } }, children);
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  argTypesEnhancers: [describeInheritedProps],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // 'error' makes any axe violation fail the story's test (Vitest addon and CI).
    a11y: { test: 'error' },
  },
};

export default preview;
