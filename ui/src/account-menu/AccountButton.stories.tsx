import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountButton } from './AccountButton';

const meta = {
  title: 'Layout/AccountButton',
  component: AccountButton,
  args: { name: 'Ayesha Khan', onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's account button before the menu behind it has loaded: same look as its trigger. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Account: Ayesha Khan' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { tags: ['rtl'], globals: { theme: 'dark' } };
