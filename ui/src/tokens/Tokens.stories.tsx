import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** Design tokens: the CSS variables every component reads (src/tokens/tokens.css). */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const colours = [
  ['bg', 'Page background'],
  ['surface', 'Cards, fields, menus'],
  ['surface-muted', 'Hover, subtle panels'],
  ['text', 'Body text'],
  ['text-muted', 'Secondary text'],
  ['border', 'Dividers'],
  ['border-strong', 'Field borders'],
  ['accent', 'Rose: primary actions'],
  ['accent-soft', 'Blush: highlights'],
  ['ink', 'Plum ink: secondary actions'],
  ['sale', 'Sale prices'],
  ['star', 'Rating stars'],
  ['focus', 'Focus ring'],
  ['danger', 'Errors'],
  ['success', 'Success'],
  ['warning', 'Warnings'],
  ['info', 'Information'],
] as const;

const swatch = {
  display: 'grid',
  gridTemplateColumns: '3rem 1fr',
  gap: '0.25rem 0.75rem',
  alignItems: 'center',
  fontSize: 'var(--bloom-font-size-sm)',
} as const;

function Palette() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
        gap: 16,
      }}
    >
      {colours.map(([name, use]) => (
        <div key={name} style={swatch}>
          <span
            style={{
              gridRow: 'span 2',
              blockSize: '3rem',
              borderRadius: 'var(--bloom-radius-md)',
              border: '1px solid var(--bloom-color-border)',
              background: `var(--bloom-color-${name})`,
            }}
          />
          <code>--bloom-color-{name}</code>
          <span style={{ color: 'var(--bloom-color-text-muted)' }}>{use}</span>
        </div>
      ))}
    </div>
  );
}

export const Colours: Story = { tags: ['rtl'], render: () => <Palette /> };
export const ColoursDark: Story = { render: () => <Palette />, globals: { theme: 'dark' } };

const sizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {sizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 24, alignItems: 'baseline' }}>
          <code style={{ inlineSize: '4rem', fontSize: 'var(--bloom-font-size-xs)' }}>{size}</code>
          <span
            style={{
              fontFamily: size.includes('xl')
                ? 'var(--bloom-font-display)'
                : 'var(--bloom-font-body)',
              fontSize: `var(--bloom-font-size-${size})`,
            }}
          >
            Radiance in every ritual
          </span>
        </div>
      ))}
    </div>
  ),
};

const spaces = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;
const radii = ['sm', 'md', 'lg', 'xl', 'full'] as const;
const shadows = ['sm', 'md', 'lg'] as const;

export const SpacingRadiiShadows: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <div style={{ display: 'grid', gap: 6 }}>
        {spaces.map((n) => (
          <div key={n} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <code style={{ inlineSize: '7rem' }}>--bloom-space-{n}</code>
            <span
              style={{
                inlineSize: `var(--bloom-space-${n})`,
                blockSize: 12,
                background: 'var(--bloom-color-accent)',
                borderRadius: 2,
              }}
            />
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {radii.map((r) => (
          <div
            key={r}
            style={{
              inlineSize: 96,
              blockSize: 64,
              display: 'grid',
              placeItems: 'center',
              background: 'var(--bloom-color-accent-soft)',
              color: 'var(--bloom-color-accent-soft-text)',
              borderRadius: `var(--bloom-radius-${r})`,
            }}
          >
            {r}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', padding: 16 }}>
        {shadows.map((s) => (
          <div
            key={s}
            style={{
              inlineSize: 120,
              blockSize: 72,
              display: 'grid',
              placeItems: 'center',
              background: 'var(--bloom-color-surface)',
              borderRadius: 'var(--bloom-radius-md)',
              boxShadow: `var(--bloom-shadow-${s})`,
            }}
          >
            shadow {s}
          </div>
        ))}
      </div>
    </div>
  ),
};

/** The dark theme really swaps the palette: the same token resolves to another colour. */
export const ThemeSwitchChangesTokens: Story = {
  render: () => <Palette />,
  globals: { theme: 'dark' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    const bg = getComputedStyle(document.documentElement).getPropertyValue('--bloom-color-bg');
    await expect(bg.trim()).toBe('#1a1117');
    await expect(within(canvasElement).getByText('--bloom-color-accent')).toBeVisible();
  },
};
