/**
 * Global story setup: Bloom's tokens and styles, a light/dark theme switch, a language (en/ur)
 * and a direction (ltr/rtl) switch in the toolbar, and accessibility checks that fail a story's
 * test on any axe violation.
 */
import { createElement, useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../ui/src/tokens/tokens.css';
import '../ui/src/fonts/urdu.css';
import { BloomProvider } from '../ui/src/i18n/BloomProvider.tsx';
import type { Locale } from '../ui/src/i18n/messages.ts';
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

/**
 * Sets `lang` and `dir` on the preview's <html> (the story's document, never Storybook's own UI),
 * where the server sets them, so `:lang(ur)`, `:dir(rtl)` and portals follow; and gives the
 * story @bloom/ui's messages in that language and Radix the direction (BloomProvider).
 */
const withLocale: Decorator = (Story, context) => {
  const locale: Locale = context.globals.locale === 'ur' ? 'ur' : 'en';
  const dir = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  return createElement(LocaleRoot, { locale, dir }, createElement(Story));
};

function LocaleRoot({
  locale,
  dir,
  children,
}: {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  children?: ReactNode;
}) {
  // During render too, like the theme: the first paint (and a screenshot) is already right.
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  return createElement(BloomProvider, { locale, dir }, children);
}

const preview: Preview = {
  tags: ['autodocs'],
  // withTheme is inner: its padding wrapper sits inside the providers.
  decorators: [withTheme, withLocale],
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
    locale: {
      description: "Language of @bloom/ui's own words (and <html lang>)",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'ur', title: 'اردو (Urdu)', right: 'ur' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction (<html dir> and Radix)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en', direction: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // 'error' makes any axe violation fail the story's test (Vitest addon and CI).
    a11y: { test: 'error' },
  },
};

export default preview;
