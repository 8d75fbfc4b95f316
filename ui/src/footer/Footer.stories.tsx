import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer, FooterColumn } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    children: [
      <FooterColumn key="links" title="Quick Links">
        <a href="#/">Home</a>
        <a href="#/products">Shop</a>
        <a href="#/about">About Us</a>
        <a href="#/contact">Contact Us</a>
      </FooterColumn>,
      <FooterColumn key="categories" title="Categories">
        <a href="#/products?category=Skincare">Skincare</a>
        <a href="#/products?category=Haircare">Haircare</a>
        <a href="#/products?category=Body%20Care">Body Care</a>
        <a href="#/products?category=Cosmetics">Cosmetics</a>
      </FooterColumn>,
      <FooterColumn key="contact" title="Contact">
        <a href="tel:+920000000000">+92 000 0000000</a>
        <a href="mailto:hello@example.com">hello@example.com</a>
        <span>12 Rose Street, Garden District</span>
      </FooterColumn>,
      <FooterColumn key="social" title="Follow us">
        <a href="https://instagram.example.com/bloom">Instagram</a>
        <a href="https://facebook.example.com/bloom">Facebook</a>
      </FooterColumn>,
    ],
    bottom: (
      <>
        <span>© 2026 Bloom</span>
        <span>
          <a href="#/terms">Terms</a> · <a href="#/privacy-policy">Privacy Policy</a>
        </span>
      </>
    ),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };
export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const CategoryShortcuts: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const categories = canvas.getByRole('region', { name: 'Categories' });
    await expect(within(categories).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Body Care' })).toHaveAttribute(
      'href',
      '#/products?category=Body%20Care',
    );
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};
