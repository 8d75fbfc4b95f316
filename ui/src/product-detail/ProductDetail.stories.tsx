import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { HeartToggle } from '../heart-toggle/HeartToggle';
import { creamImage, serumImage } from '../stories/fixtures';
import { FakeRouterLink } from '../stories/RouterLink';
import { ProductDetail } from './ProductDetail';

const addToCart = fn();

const meta = {
  title: 'Shop/ProductDetail',
  component: ProductDetail,
  args: {
    name: 'Rose Glow Vitamin C Serum',
    imageUrl: serumImage,
    imageAlt: 'Rose Glow Vitamin C Serum in a 30 ml dropper bottle',
    category: <FakeRouterLink to="/products?category=Skincare">Skincare</FakeRouterLink>,
    subCategory: 'Serums',
    price: 1499,
    rating: 4.6,
    reviewCount: 128,
    actions: (
      <Button size="lg" onClick={addToCart}>
        Add to cart
      </Button>
    ),
    children: (
      <p>
        A lightweight serum with 15% vitamin C and rose water that brightens dull skin and evens out
        its tone. Use two or three drops every morning before sunscreen.
      </p>
    ),
  },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };

/** On sale: the sale price, with the regular price struck through. */
export const OnSale: Story = { args: { currentPrice: 1199 } };

/** No reviews yet: "No Ratings" in place of the stars. */
export const NoReviews: Story = { args: { rating: 0, reviewCount: 0 } };

/** Out of stock: a badge in place of Add to cart. */
export const OutOfStock: Story = { args: { inStock: false } };

const heart = <HeartToggle size="lg" product="Rose Glow Vitamin C Serum" />;

/** The wishlist heart beside Add to cart. */
export const WithWishlistHeart: Story = { args: { wishlist: heart } };

/** Sold out: no Add to cart, but the heart stays, to keep the product for later. */
export const OutOfStockKeepsTheHeart: Story = {
  args: { inStock: false, wishlist: heart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out Of Stock')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Add Rose Glow Vitamin C Serum to wishlist' }),
    ).toBeVisible();
  },
};

/** A bundle lists what is inside, each part linking to its own page. */
export const Bundle: Story = {
  args: {
    name: 'The Weekend Ritual Bundle',
    imageUrl: creamImage,
    imageAlt: 'A cream jar, a serum and a body lotion tied with a ribbon',
    category: <FakeRouterLink to="/bundle">Bundle</FakeRouterLink>,
    subCategory: undefined,
    price: 2999,
    currentPrice: 2499,
    rating: 4.7,
    reviewCount: 42,
    children: (
      <>
        <p>Three favourites for a slow Sunday: cleanse, treat and moisturise.</p>
        <section aria-labelledby="bundle-contents">
          <h2 id="bundle-contents">What is inside</h2>
          <ul>
            <li>
              <a href="#/selectedItem/1">Rose Glow Vitamin C Serum</a>
            </li>
            <li>
              <a href="#/selectedItem/2">Shea Butter Night Cream</a>
            </li>
            <li>Aloe Calm Body Lotion × 2</li>
          </ul>
        </section>
      </>
    ),
  },
};

export const LongName: Story = {
  args: {
    name: 'Argan Oil Intensive Repair Shampoo for Dry and Damaged Hair, 400 ml Family Size',
  },
};

export const OnPhone: Story = {
  args: OnSale.args,
  globals: { viewport: { value: 'mobile1' } },
};
export const DarkTheme: Story = { args: OnSale.args, globals: { theme: 'dark' } };

/** The page's heading is the name; photo beside the details on a wide screen. */
export const ReadsAsAProduct: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const product = canvas.getByRole('article', { name: 'Rose Glow Vitamin C Serum' });
    await expect(within(product).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Rose Glow Vitamin C Serum',
    );
    await expect(within(product).getByRole('link', { name: 'Skincare' })).toHaveAttribute(
      'href',
      '#/products?category=Skincare',
    );
    await expect(within(product).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
    const photo = within(product).getByRole('img', { name: /dropper bottle/ });
    const heading = within(product).getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(
      photo.getBoundingClientRect().right,
    );
  },
};

export const AddToCartCallsBack: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    addToCart.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(addToCart).toHaveBeenCalledTimes(1);
  },
};

export const OutOfStockCannotBeAdded: Story = {
  args: { inStock: false },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await expect(canvas.getByText('Out Of Stock')).toBeVisible();
  },
};

export const NoReviewsSaysSo: Story = {
  args: { rating: 0, reviewCount: 0 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Ratings')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Rated/ })).toBeNull();
  },
};

/** Without variants (the seed's SVG illustrations) the photo is a plain `<img>` fetched first. */
export const PhotoWithoutVariantsIsAPlainImage: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img')!;
    await expect(photo).not.toHaveAttribute('srcset');
    await expect(photo).not.toHaveAttribute('sizes');
    await expect(photo).not.toHaveAttribute('loading');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};

/**
 * An uploaded photo's WebP and AVIF variants: a `<picture>` whose AVIF source Chromium takes,
 * laid out exactly as the plain image (the same square beside the text).
 */
export const ResponsivePhotoPrefersAvif: Story = {
  args: {
    imageSrcSet: `${serumImage} 640w`,
    imageAvifSrcSet: `${creamImage} 640w`,
  },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img')!;
    await expect(photo).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    const source = canvasElement.querySelector('picture > source');
    await expect(source).toHaveAttribute('type', 'image/avif');
    await expect(source).toHaveAttribute('srcset', `${creamImage} 640w`);
    await waitFor(() => expect(photo.currentSrc).toBe(creamImage));
    const box = photo.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
    // Beside the text, as without variants: the <picture> takes no grid cell of its own.
    const info = photo.closest('article')!.lastElementChild!.getBoundingClientRect();
    await expect(Math.round(info.top)).toBe(Math.round(box.top));
    await expect(info.left).toBeGreaterThan(box.right);
  },
};

/** Further down a page (not the page's main picture), the photo loads lazily. */
export const NotPriorityLoadsLazily: Story = {
  args: { priority: false, imageSrcSet: `${serumImage} 640w`, imageSizes: '300px' },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img')!;
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).not.toHaveAttribute('fetchpriority');
    await expect(photo).toHaveAttribute('srcset', `${serumImage} 640w`);
    await expect(photo).toHaveAttribute('sizes', '300px');
  },
};
