import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { creamImage, serumImage, shampooImage } from '../stories/fixtures';
import { Button } from '../button/Button';
import { HeartToggle } from '../heart-toggle/HeartToggle';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import { FakeRouterLink } from '../stories/RouterLink';

const toggleWishlist = fn();
const remove = fn();

/** The heart as the shop passes it: a fixed name, the state in aria-pressed. */
function Heart({ pressed }: { pressed?: boolean }) {
  return (
    <HeartToggle
      product="Rose Glow Vitamin C Serum"
      label="Save Rose Glow Vitamin C Serum to wishlist"
      defaultPressed={pressed}
      onPressedChange={toggleWishlist}
    />
  );
}

const meta = {
  title: 'Shop/ProductCard',
  component: ProductCard,
  args: {
    name: 'Rose Glow Vitamin C Serum',
    imageUrl: serumImage,
    category: 'Skincare',
    price: 1499,
    rating: 4.6,
    reviewCount: 128,
    href: '#product-1',
    onAddToCart: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl'] };
export const OnSale: Story = { args: { currentPrice: 1199 } };
export const OutOfStock: Story = { args: { inStock: false } };
export const WithoutRating: Story = { args: { rating: undefined, reviewCount: undefined } };
export const AddingToCart: Story = { args: { addingToCart: true } };
export const WithoutAddButton: Story = { args: { onAddToCart: undefined } };
export const LongName: Story = {
  args: {
    name: 'Argan Oil Intensive Repair Shampoo for Dry and Damaged Hair, 400 ml',
    category: 'Haircare',
    imageUrl: shampooImage,
    price: 649,
  },
};
export const DarkTheme: Story = { args: { currentPrice: 1199 }, globals: { theme: 'dark' } };

export const Skeleton: StoryObj<typeof ProductCardSkeleton> = {
  render: () => <ProductCardSkeleton />,
};

/**
 * The app passes its router's link as the child (`asChild`): the name renders inside it, and the
 * link covers the card, so a click on the photo opens the product too.
 */
export const RouterLink: Story = {
  args: {
    href: undefined,
    asChild: true,
    children: <FakeRouterLink to="/selectedItem/1" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titleLink = canvas.getByRole('link', { name: 'Rose Glow Vitamin C Serum' });
    await expect(titleLink).toHaveAttribute('href', '#/selectedItem/1');
    await expect(titleLink).toHaveAttribute('data-router-link');
    // One link in the accessibility tree and in the tab order.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    // The photo is covered by that link: what a pointer on the photo would hit is the link.
    const photo = canvasElement.querySelector('img')!.getBoundingClientRect();
    const hit = document.elementFromPoint(photo.x + photo.width / 2, photo.y + photo.height / 2);
    await expect(hit).toBe(titleLink);
    // ...while Add to cart, drawn above it, takes its own clicks.
    const add = canvas.getByRole('button', { name: /Add to cart/ }).getBoundingClientRect();
    const onAdd = document.elementFromPoint(add.x + add.width / 2, add.y + add.height / 2);
    await expect(onAdd?.closest('button')).toBe(
      canvas.getByRole('button', { name: /Add to cart/ }),
    );
  },
};

export const SaleShowsBothPrices: Story = {
  args: { currentPrice: 1199 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sale')).toBeVisible();
    await expect(canvas.getByText('Rs. 1,199.00')).toBeVisible();
    await expect(canvas.getByText('Rs. 1,499.00').closest('s')).not.toBeNull();
  },
};

/** At its regular price a product is not on sale: no badge, nothing struck through. */
export const FullPriceIsNoSale: Story = {
  args: { currentPrice: 1499 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Sale')).toBeNull();
    await expect(canvas.getByText('Rs. 1,499.00').closest('s')).toBeNull();
  },
};

export const KeyboardAddsToCart: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Rose Glow Vitamin C Serum' })).toHaveFocus();
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: 'Add to cart: Rose Glow Vitamin C Serum' });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  },
};

export const OutOfStockCannotBeAdded: Story = {
  args: { inStock: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
  },
};

export const PhotoLoadsLazilyUnlessPriority: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img');
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width', '400');
    await expect(photo).toHaveAttribute('height', '500');
    await expect(photo).not.toHaveAttribute('fetchpriority');
  },
};

export const PriorityPhotoLoadsAtOnce: Story = {
  args: { priority: true },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img');
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Without variants (the seed's SVG illustrations) the photo is a plain `<img>`, as before. */
export const PhotoWithoutVariantsIsAPlainImage: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img')!;
    await expect(photo).not.toHaveAttribute('srcset');
    await expect(photo).not.toHaveAttribute('sizes');
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};

/** An uploaded photo's WebP variants: the browser picks the one the drawn width needs. */
export const ResponsivePhotoOffersVariants: Story = {
  args: {
    imageSrcSet: `${creamImage} 400w, ${shampooImage} 800w`,
    imageSizes: '100px',
    priority: true,
  },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img')!;
    await expect(photo).toHaveAttribute('srcset', `${creamImage} 400w, ${shampooImage} 800w`);
    await expect(photo).toHaveAttribute('sizes', '100px');
    // The browser draws one of the variants, not `imageUrl` (which variant is its choice: it
    // may take a larger one it already holds).
    await waitFor(() => expect([creamImage, shampooImage]).toContain(photo.currentSrc));
    await expect(canvasElement.querySelector('picture')).toBeNull();
  },
};

/** With AVIF variants too, a `<picture>` whose AVIF source Chromium takes; the card looks the same. */
export const ResponsivePhotoPrefersAvif: Story = {
  args: {
    imageSrcSet: `${serumImage} 400w`,
    imageAvifSrcSet: `${shampooImage} 400w`,
    priority: true,
  },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img')!;
    const source = canvasElement.querySelector('picture > source');
    await expect(source).toHaveAttribute('type', 'image/avif');
    // The default fits a ProductGrid's columns.
    await expect(source).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw',
    );
    await waitFor(() => expect(photo.currentSrc).toBe(shampooImage));
    // The photo still fills the card's 4:5 frame.
    const frame = photo.closest('picture')!.parentElement!.getBoundingClientRect();
    const box = photo.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([frame.width, frame.height]);
  },
};

/** The wishlist heart sits over the photo's top corner, across from the badges. */
export const WithWishlistHeart: Story = {
  args: { currentPrice: 1199, wishlist: <Heart /> },
};

export const OnWishlist: Story = {
  args: { wishlist: <Heart pressed /> },
};

/**
 * The heart is drawn above the card's stretched link: a click on it toggles the heart and does
 * not open the product. In reading order it follows the name, which names the card first.
 */
export const HeartTakesItsOwnClick: Story = {
  args: {
    href: undefined,
    asChild: true,
    children: <FakeRouterLink to="/selectedItem/1" />,
    wishlist: <Heart />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', {
      name: 'Save Rose Glow Vitamin C Serum to wishlist',
    });
    const box = heart.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit?.closest('button')).toBe(heart);
    // Over the photo, in its top corner.
    const photo = canvasElement.querySelector('img')!.getBoundingClientRect();
    await expect(box.top - photo.top).toBeLessThan(16);
    await expect(photo.right - box.right).toBeLessThan(16);

    const before = window.location.hash;
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Save Rose Glow Vitamin C Serum to wishlist');
    await expect(toggleWishlist).toHaveBeenLastCalledWith(true);
    await expect(window.location.hash).toBe(before);

    // Name, then heart, then Add to cart.
    heart.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Rose Glow Vitamin C Serum' })).toHaveFocus();
    await userEvent.tab();
    await expect(heart).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Add to cart/ })).toHaveFocus();
  },
};

/** A second control under Add to cart (Remove on the wishlist page) takes its own clicks too. */
export const SecondaryActionTakesItsOwnClick: Story = {
  args: {
    wishlist: <Heart pressed />,
    secondaryAction: (
      <Button variant="ghost" size="sm" fullWidth onClick={remove}>
        Remove
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove' });
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit?.closest('button')).toBe(button);
    await userEvent.click(button);
    await expect(remove).toHaveBeenCalledTimes(1);
  },
};
