/** The shared preview (tokens, theme switch, accessibility checks): see .storybook/preview.tsx. */
export { default } from '../../.storybook/preview.tsx';
