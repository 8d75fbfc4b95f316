/**
 * Offline product photos for stories: small SVG illustrations as data URLs, so stories and
 * their screenshots never depend on the network.
 */
function bottle(bg: string, body: string, cap: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500">
<rect width="400" height="500" fill="${bg}"/>
<circle cx="320" cy="90" r="120" fill="#ffffff" fill-opacity="0.35"/>
<rect x="170" y="90" width="60" height="50" rx="8" fill="${cap}"/>
<rect x="130" y="140" width="140" height="260" rx="36" fill="${body}"/>
<rect x="150" y="230" width="100" height="70" rx="10" fill="#ffffff" fill-opacity="0.7"/>
<ellipse cx="200" cy="430" rx="130" ry="14" fill="#000000" fill-opacity="0.08"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A rose serum bottle. */
export const serumImage = bottle('#f7e0e8', '#c45c86', '#3b1f33');
/** A cream jar in warm sand. */
export const creamImage = bottle('#f4e8dc', '#e2b89a', '#8c2f5a');
/** A plum shampoo bottle. */
export const shampooImage = bottle('#ebe1f0', '#6d3a63', '#d9a5be');
/** A sage body lotion. */
export const lotionImage = bottle('#e6efe6', '#8fb196', '#3b1f33');

/** Sample products for listings. */
export const sampleProducts = [
  {
    id: '1',
    name: 'Rose Glow Vitamin C Serum',
    category: 'Skincare',
    price: 1499,
    currentPrice: 1199,
    rating: 4.6,
    reviewCount: 128,
    imageUrl: serumImage,
  },
  {
    id: '2',
    name: 'Shea Butter Night Cream',
    category: 'Skincare',
    price: 899,
    currentPrice: 899,
    rating: 4.2,
    reviewCount: 54,
    imageUrl: creamImage,
  },
  {
    id: '3',
    name: 'Argan Repair Shampoo',
    category: 'Haircare',
    price: 649,
    currentPrice: 649,
    rating: 4.8,
    reviewCount: 311,
    imageUrl: shampooImage,
  },
  {
    id: '4',
    name: 'Aloe Calm Body Lotion',
    category: 'Body Care',
    price: 549,
    currentPrice: 449,
    rating: 3.9,
    reviewCount: 17,
    imageUrl: lotionImage,
  },
  {
    id: '5',
    name: 'Velvet Matte Lipstick, Mauve',
    category: 'Cosmetics',
    price: 799,
    currentPrice: 799,
    rating: 5,
    reviewCount: 9,
    imageUrl: serumImage,
  },
  {
    id: '6',
    name: 'The Weekend Ritual Bundle',
    category: 'Bundle',
    price: 2999,
    currentPrice: 2499,
    rating: 4.7,
    reviewCount: 42,
    imageUrl: creamImage,
  },
];
