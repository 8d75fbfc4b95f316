/**
 * The largest photo's preload (issue 23, What a phone feels): the same choice its `<img>` makes,
 * so the browser fetches that one photo early and no other.
 */
import { expect, test } from 'vitest';
import { imagePreloadTag } from './headHtml.ts';
import { PRODUCT_PHOTO_SIZES, preloadImageOf } from './preloadImage.ts';

const webp = '/images/v/rose-400.webp 400w, /images/v/rose-800.webp 800w';
const avif = '/images/v/rose-400.avif 400w, /images/v/rose-800.avif 800w';

test('an uploaded photo with AVIF variants is preloaded as the picture draws it: AVIF set, sizes', () => {
  const tag = imagePreloadTag(
    preloadImageOf(
      { imageUrl: '/images/rose.jpg', image: { srcSet: webp, avifSrcSet: avif } },
      PRODUCT_PHOTO_SIZES,
    )!,
  );
  expect(tag).toBe(
    `<link rel="preload" as="image" imagesrcset="${avif}" imagesizes="${PRODUCT_PHOTO_SIZES}" type="image/avif" fetchpriority="high" />`,
  );
});

test('WebP variants alone are preloaded from their set, with no single address to fetch instead', () => {
  const tag = imagePreloadTag(
    preloadImageOf({ imageUrl: '/images/rose.jpg', image: { srcSet: webp } }, PRODUCT_PHOTO_SIZES)!,
  );
  expect(tag).toContain(`imagesrcset="${webp}"`);
  expect(tag).toContain(`imagesizes="${PRODUCT_PHOTO_SIZES}"`);
  expect(tag).not.toMatch(/ href=| type=/);
});

test('an illustration without variants is preloaded by its address', () => {
  const image = preloadImageOf(
    { imageUrl: '/images/rose.svg', image: { srcSet: null, avifSrcSet: null } },
    PRODUCT_PHOTO_SIZES,
  );
  expect(imagePreloadTag(image!)).toBe(
    '<link rel="preload" as="image" href="/images/rose.svg" fetchpriority="high" />',
  );
  expect(preloadImageOf(undefined, PRODUCT_PHOTO_SIZES)).toBeUndefined();
});
