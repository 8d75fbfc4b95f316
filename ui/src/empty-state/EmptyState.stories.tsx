import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { SearchIcon } from '../internal/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No Item In Cart',
    description: 'Your bag is waiting for something lovely.',
    actions: (
      <Button asChild>
        <a href="#/products">Shop Now</a>
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = { tags: ['rtl'] };
export const NoProducts: Story = {
  args: {
    title: 'No products',
    description: undefined,
    actions: undefined,
    icon: <SearchIcon size={32} />,
  },
};
export const PageNotFound: Story = {
  args: {
    title: 'Page not found',
    description: 'The page you are looking for has moved or never existed.',
    headingLevel: 1,
    actions: (
      <>
        <Button variant="outline" asChild>
          <a href="#/">Go back</a>
        </Button>
        <Button asChild>
          <a href="#/">Take me home</a>
        </Button>
      </>
    ),
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const ActionIsALink: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No Item In Cart' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '#/products',
    );
  },
};
