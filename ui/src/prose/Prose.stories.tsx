import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Prose } from './Prose';

const meta = {
  title: 'Content/Prose',
  component: Prose,
  render: (args) => (
    <Prose asChild {...args}>
      <article aria-labelledby="terms-title">
        <h1 id="terms-title">Terms and Conditions</h1>
        <p>Last updated 21 November 2026.</p>
        <p>
          These terms apply when you use the Bloom online shop or buy from it. By creating an
          account or placing an order you accept them, together with our{' '}
          <a href="#/privacy-policy">Privacy Policy</a>.
        </p>
        <h2>Information we collect</h2>
        <ul>
          <li>
            <strong>Contact information:</strong> your name, email address, phone number and
            shipping address.
          </li>
          <li>
            <strong>Billing information:</strong> the items, amounts, coupons and delivery details
            of your orders. Orders are paid on delivery.
          </li>
        </ul>
        <h2>Returns and refunds</h2>
        <p>
          For hygiene reasons we can accept returns only of unopened products in their original
          seal, within seven days of delivery. Refunds are made within ten working days.
        </p>
      </article>
    </Prose>
  ),
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A legal page: headings, paragraphs, a list and a link, written as plain HTML. */
export const LegalPage: Story = { tags: ['rtl'] };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
export const OnPhone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The line length stays readable on a wide screen, and the article keeps its own name. */
export const ReadableWidth: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Terms and Conditions' });
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(48 * 16);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Terms and Conditions',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveStyle({
      textDecorationLine: 'underline',
    });
  },
};
