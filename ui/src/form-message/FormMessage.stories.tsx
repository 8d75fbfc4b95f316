import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldError, FormMessage } from './FormMessage';

const meta = {
  title: 'Forms/FormMessage',
  component: FormMessage,
  args: { children: 'No changes made', variant: 'info' },
} satisfies Meta<typeof FormMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { tags: ['rtl'] };
export const Success: Story = { args: { variant: 'success', children: 'Update Successfull' } };
export const Error: Story = {
  args: { variant: 'error', children: 'Something went wrong. Please try again.' },
};
export const DarkTheme: Story = {
  args: { variant: 'error', children: 'Something went wrong.' },
  globals: { theme: 'dark' },
};
export const FieldErrorMessage: StoryObj<typeof FieldError> = {
  render: () => <FieldError>Enter a valid email address.</FieldError>,
};

export const ErrorIsAnAlert: Story = {
  args: { variant: 'error', children: 'Wrong email or password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Wrong email or password.',
    );
  },
};
