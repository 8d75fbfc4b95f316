/**
 * The demo catalogue seeded on first start: every category, sale prices, empty stock, new
 * arrivals and bundles. `scripts/generate-images.ts` draws each product's picture from `shape`.
 */
import type { Category } from '../products/product.ts';

/** The kind of container a product picture shows. */
export type Shape =
  | 'bottle'
  | 'dropper'
  | 'jar'
  | 'tube'
  | 'pump'
  | 'spray'
  | 'palette'
  | 'lipstick'
  | 'compact'
  | 'wand'
  | 'box';

/** One seeded product; prices in rupees. */
export interface SeedProduct {
  /** Unique display name. */
  name: string;
  /** Catalogue category. */
  category: Category;
  /** Finer grouping. */
  subCategory: string;
  /** A sentence or two. */
  description: string;
  /** Regular price in rupees. */
  price: number;
  /** Sale price in rupees; 0 when not on sale. */
  salePrice: number;
  /** Units in stock. */
  stock: number;
  /** A new arrival. */
  latest: boolean;
  /** What the picture shows. */
  shape: Shape;
  /** For bundles: the names of the products inside. */
  contents?: string[];
}

type Row = [string, string, string, number, number, number, boolean, Shape];

const rows: Record<Exclude<Category, 'Bundle'>, Row[]> = {
  Skincare: [
    [
      'Rose Water Toner',
      'Toner',
      'A gentle alcohol-free toner with Damask rose water that calms and refreshes after cleansing.',
      1450,
      0,
      40,
      true,
      'bottle',
    ],
    [
      'Vitamin C Brightening Serum',
      'Serum',
      'Fifteen percent vitamin C with ferulic acid for a brighter, more even tone.',
      3200,
      2790,
      25,
      true,
      'dropper',
    ],
    [
      'Hyaluronic Hydra Serum',
      'Serum',
      'Three weights of hyaluronic acid draw in moisture for plump, bouncy skin.',
      2850,
      0,
      30,
      false,
      'dropper',
    ],
    [
      'Niacinamide Clarifying Serum',
      'Serum',
      'Ten percent niacinamide and zinc to refine pores and balance oil.',
      2400,
      1990,
      0,
      false,
      'dropper',
    ],
    [
      'Oat Milk Gentle Cleanser',
      'Cleanser',
      'A creamy, low-foam cleanser with colloidal oat for sensitive skin.',
      1650,
      0,
      50,
      false,
      'pump',
    ],
    [
      'Green Tea Foaming Cleanser',
      'Cleanser',
      'A fresh gel-to-foam wash that lifts oil without tightness.',
      1350,
      1150,
      45,
      false,
      'tube',
    ],
    [
      'Ceramide Barrier Cream',
      'Moisturiser',
      'A rich cream with ceramides and squalane that restores a stressed skin barrier.',
      3450,
      0,
      20,
      true,
      'jar',
    ],
    [
      'Aloe Cooling Gel Moisturiser',
      'Moisturiser',
      'A weightless water-gel with aloe and cucumber for oily skin.',
      1890,
      0,
      35,
      false,
      'jar',
    ],
    [
      'Mineral Sunscreen SPF 50',
      'Sunscreen',
      'Zinc oxide protection with no white cast and a soft matte finish.',
      2650,
      2290,
      60,
      true,
      'tube',
    ],
    [
      'Daily Dewy Sunscreen SPF 30',
      'Sunscreen',
      'A lightweight fluid that doubles as a glowy primer.',
      2150,
      0,
      0,
      false,
      'tube',
    ],
    [
      'Retinol Night Renewal Cream',
      'Moisturiser',
      'Encapsulated retinol that smooths texture overnight with minimal irritation.',
      3900,
      0,
      15,
      false,
      'jar',
    ],
    [
      'Kaolin Clay Purifying Mask',
      'Mask',
      'White kaolin and rice powder draw out impurities in ten minutes.',
      1750,
      1490,
      28,
      false,
      'jar',
    ],
    [
      'Honey Glow Sleeping Mask',
      'Mask',
      'An overnight mask with manuka honey and propolis for a morning glow.',
      2250,
      0,
      22,
      true,
      'jar',
    ],
    [
      'Peptide Eye Cream',
      'Eye Care',
      'Peptides and caffeine to soften fine lines and morning puffiness.',
      2950,
      0,
      18,
      false,
      'tube',
    ],
    [
      'Rosehip Face Oil',
      'Face Oil',
      'Cold-pressed rosehip oil rich in vitamin A and fatty acids.',
      2600,
      0,
      12,
      false,
      'dropper',
    ],
    [
      'Micellar Cleansing Water',
      'Cleanser',
      'Lifts make-up and sunscreen in one swipe, no rinsing needed.',
      1250,
      990,
      70,
      false,
      'bottle',
    ],
  ],
  Haircare: [
    [
      'Argan Repair Shampoo',
      'Shampoo',
      'A sulphate-free wash with Moroccan argan oil for dry, damaged hair.',
      1550,
      0,
      40,
      true,
      'bottle',
    ],
    [
      'Argan Repair Conditioner',
      'Conditioner',
      'Detangles and seals split ends with argan oil and keratin.',
      1550,
      1290,
      38,
      false,
      'bottle',
    ],
    [
      'Tea Tree Scalp Shampoo',
      'Shampoo',
      'Tea tree and peppermint cleanse an itchy, oily scalp.',
      1400,
      0,
      33,
      false,
      'bottle',
    ],
    [
      'Coconut Curl Cream',
      'Styling',
      'Defines curls and fights frizz with coconut oil and shea.',
      1800,
      0,
      26,
      true,
      'jar',
    ],
    [
      'Rosemary Growth Hair Oil',
      'Hair Oil',
      'Rosemary, castor and onion seed oils for a fuller-looking mane.',
      1650,
      1390,
      0,
      false,
      'dropper',
    ],
    [
      'Keratin Smooth Hair Mask',
      'Hair Mask',
      'A weekly treatment that leaves hair glossy and manageable.',
      2100,
      0,
      21,
      false,
      'jar',
    ],
    [
      'Heat Shield Hair Mist',
      'Styling',
      'Protects up to 230°C while adding a light shine.',
      1500,
      0,
      30,
      false,
      'spray',
    ],
    [
      'Silk Protein Leave-In Conditioner',
      'Conditioner',
      'A spray-on conditioner with silk proteins for soft, tangle-free lengths.',
      1700,
      0,
      24,
      false,
      'spray',
    ],
    [
      'Volumising Dry Shampoo',
      'Shampoo',
      'Rice starch soaks up oil and adds lift between washes.',
      1350,
      1150,
      27,
      false,
      'spray',
    ],
    [
      'Hibiscus Colour Care Shampoo',
      'Shampoo',
      'Keeps coloured hair vibrant with hibiscus and sunflower extracts.',
      1600,
      0,
      19,
      true,
      'bottle',
    ],
    [
      'Amla Strengthening Hair Oil',
      'Hair Oil',
      'A traditional blend of amla, bhringraj and sesame oils.',
      1200,
      0,
      44,
      false,
      'bottle',
    ],
    [
      'Sea Salt Texture Spray',
      'Styling',
      'Effortless beachy waves with a soft, touchable hold.',
      1450,
      0,
      16,
      false,
      'spray',
    ],
    [
      'Scalp Renewal Scrub',
      'Scalp Care',
      'A gentle sugar scrub that lifts build-up and flakes from the scalp.',
      1900,
      1590,
      14,
      false,
      'jar',
    ],
  ],
  'Body Care': [
    [
      'Shea Butter Body Cream',
      'Moisturiser',
      'Whipped shea and cocoa butter melt into very dry skin.',
      1950,
      0,
      36,
      true,
      'jar',
    ],
    [
      'Coffee Body Scrub',
      'Scrub',
      'Ground arabica and brown sugar polish away dull skin.',
      1600,
      1350,
      29,
      false,
      'jar',
    ],
    [
      'Lavender Calm Body Wash',
      'Body Wash',
      'A soothing wash with lavender and chamomile for evening showers.',
      1250,
      0,
      48,
      false,
      'pump',
    ],
    [
      'Citrus Burst Body Wash',
      'Body Wash',
      'Orange and grapefruit oils wake you up in the morning.',
      1250,
      0,
      0,
      false,
      'pump',
    ],
    [
      'Almond Milk Body Lotion',
      'Moisturiser',
      'A fast-absorbing daily lotion with sweet almond oil.',
      1450,
      1190,
      52,
      false,
      'pump',
    ],
    [
      'Cherry Blossom Body Mist',
      'Fragrance',
      'A light floral mist with cherry blossom and white musk.',
      1800,
      0,
      31,
      true,
      'spray',
    ],
    [
      'Vanilla Musk Body Mist',
      'Fragrance',
      'Warm vanilla and soft musk for a cosy everyday scent.',
      1800,
      1490,
      23,
      false,
      'spray',
    ],
    [
      'Intensive Hand Cream',
      'Hand Care',
      'Glycerin and urea repair cracked hands without greasiness.',
      950,
      0,
      64,
      false,
      'tube',
    ],
    [
      'Foot Repair Balm',
      'Foot Care',
      'Softens rough heels overnight with salicylic acid and shea.',
      1100,
      0,
      20,
      false,
      'tube',
    ],
    [
      'Nourishing Body Oil',
      'Body Oil',
      'Jojoba, sweet almond and vitamin E for a silky glow.',
      2300,
      0,
      17,
      false,
      'dropper',
    ],
    [
      'Bamboo Charcoal Soap',
      'Soap',
      'A deep-cleansing bar with activated bamboo charcoal.',
      650,
      0,
      80,
      false,
      'box',
    ],
    [
      'Pink Salt Bath Soak',
      'Bath',
      'Himalayan pink salt and rose petals for a relaxing soak.',
      1350,
      1090,
      25,
      true,
      'jar',
    ],
    [
      'Cocoa Lip and Body Balm',
      'Balm',
      'A multi-use balm for lips, elbows and cuticles.',
      850,
      0,
      55,
      false,
      'tube',
    ],
  ],
  Cosmetics: [
    [
      'Velvet Matte Lipstick Rose',
      'Lips',
      'A creamy matte lipstick in a wearable dusty rose.',
      1650,
      0,
      40,
      true,
      'lipstick',
    ],
    [
      'Velvet Matte Lipstick Berry',
      'Lips',
      'The same comfortable matte formula in a deep berry.',
      1650,
      1390,
      0,
      false,
      'lipstick',
    ],
    [
      'Tinted Lip Oil Peach',
      'Lips',
      'A glossy, non-sticky oil with a sheer wash of peach.',
      1350,
      0,
      33,
      false,
      'wand',
    ],
    [
      'Sunset Eyeshadow Palette',
      'Eyes',
      'Twelve warm mattes and shimmers from champagne to copper.',
      3400,
      2890,
      18,
      true,
      'palette',
    ],
    [
      'Nude Blush Palette',
      'Face',
      'Four soft blushes that flatter every skin tone.',
      2600,
      0,
      21,
      false,
      'palette',
    ],
    [
      'Lengthening Mascara',
      'Eyes',
      'Separates and lengthens lashes without clumps.',
      1500,
      0,
      47,
      false,
      'wand',
    ],
    [
      'Waterproof Eyeliner Black',
      'Eyes',
      'A precise felt tip that lasts through heat and humidity.',
      1250,
      1050,
      39,
      false,
      'wand',
    ],
    [
      'Silk Finish Foundation',
      'Face',
      'Buildable medium coverage with a natural satin finish.',
      3100,
      0,
      26,
      false,
      'pump',
    ],
    [
      'Hydrating Skin Tint',
      'Face',
      'Sheer coverage with hyaluronic acid and SPF 20.',
      2450,
      0,
      30,
      true,
      'tube',
    ],
    [
      'Loose Setting Powder',
      'Face',
      'A finely milled translucent powder that blurs and sets.',
      1950,
      1690,
      24,
      false,
      'compact',
    ],
    [
      'Cream Highlighter Pearl',
      'Face',
      'A dewy cream highlighter with a pearly sheen.',
      1700,
      0,
      15,
      false,
      'compact',
    ],
    [
      'Brow Sculpting Pencil',
      'Eyes',
      'A slim pencil with a spoolie for natural, defined brows.',
      1100,
      0,
      50,
      false,
      'wand',
    ],
    [
      'Setting Spray Dewy',
      'Face',
      'Locks make-up in place for sixteen hours with a fresh glow.',
      1850,
      0,
      0,
      false,
      'spray',
    ],
    [
      'Colour Correcting Concealer',
      'Face',
      'A peach corrector and concealer in one for dark circles.',
      1550,
      1290,
      27,
      false,
      'tube',
    ],
  ],
};

const bundles: SeedProduct[] = [
  [
    'Glow Starter Kit',
    'Skincare Set',
    'Everything for a simple glowing routine: cleanser, serum and sunscreen.',
    6900,
    5990,
    12,
    true,
    ['Oat Milk Gentle Cleanser', 'Vitamin C Brightening Serum', 'Mineral Sunscreen SPF 50'],
  ],
  [
    'Hydration Heroes Set',
    'Skincare Set',
    'Toner, hyaluronic serum and gel moisturiser for thirsty skin.',
    5800,
    0,
    9,
    false,
    ['Rose Water Toner', 'Hyaluronic Hydra Serum', 'Aloe Cooling Gel Moisturiser'],
  ],
  [
    'Argan Repair Hair Duo',
    'Haircare Set',
    'The repair shampoo and conditioner together, for less.',
    2900,
    2590,
    20,
    false,
    ['Argan Repair Shampoo', 'Argan Repair Conditioner'],
  ],
  [
    'Curl Care Collection',
    'Haircare Set',
    'Curl cream, leave-in conditioner and a hair mask for defined curls.',
    5200,
    0,
    0,
    false,
    ['Coconut Curl Cream', 'Silk Protein Leave-In Conditioner', 'Keratin Smooth Hair Mask'],
  ],
  [
    'Spa Night Body Set',
    'Body Care Set',
    'Bath soak, coffee scrub and shea body cream for an evening at home.',
    4600,
    3990,
    14,
    true,
    ['Pink Salt Bath Soak', 'Coffee Body Scrub', 'Shea Butter Body Cream'],
  ],
  [
    'Hand and Foot Rescue Kit',
    'Body Care Set',
    'Hand cream, foot balm and a multi-use balm for the whole winter.',
    2650,
    0,
    25,
    false,
    ['Intensive Hand Cream', 'Foot Repair Balm', 'Cocoa Lip and Body Balm'],
  ],
  [
    'Everyday Make-up Edit',
    'Make-up Set',
    'Skin tint, mascara, brow pencil and a rose lipstick.',
    6800,
    5790,
    10,
    false,
    [
      'Hydrating Skin Tint',
      'Lengthening Mascara',
      'Brow Sculpting Pencil',
      'Velvet Matte Lipstick Rose',
    ],
  ],
  [
    'Evening Glam Set',
    'Make-up Set',
    'The sunset palette, eyeliner and setting spray for a night out.',
    6100,
    0,
    7,
    true,
    ['Sunset Eyeshadow Palette', 'Waterproof Eyeliner Black', 'Setting Spray Dewy'],
  ],
].map(([name, subCategory, description, price, salePrice, stock, latest, contents]) => ({
  name: name as string,
  category: 'Bundle' as const,
  subCategory: subCategory as string,
  description: description as string,
  price: price as number,
  salePrice: salePrice as number,
  stock: stock as number,
  latest: latest as boolean,
  shape: 'box' as const,
  contents: contents as string[],
}));

/** Every seeded product, oldest first (the last one is the newest). */
export const seedProducts: SeedProduct[] = [
  ...Object.entries(rows).flatMap(([category, list]) =>
    list.map(([name, subCategory, description, price, salePrice, stock, latest, shape]) => ({
      name,
      category: category as Category,
      subCategory,
      description,
      price,
      salePrice,
      stock,
      latest,
      shape,
    })),
  ),
  ...bundles,
];

/** A product's image file name: its name in kebab case. */
export const imageFileOf = (name: string) =>
  `${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.svg`;

/** One seeded coupon; `value` is a percent or rupees. */
export interface SeedCoupon {
  /** The code a shopper types. */
  code: string;
  /** Percent off or a fixed amount off. */
  kind: 'percent' | 'fixed';
  /** Percent (1..100) or rupees. */
  value: number;
  /** Eligible categories; empty for all. */
  categories: Category[];
  /** Days until it expires (negative: already expired); undefined: never. */
  expiresInDays?: number;
  /** Whether it can be used. */
  active: boolean;
  /** Total uses allowed across all shoppers. */
  maxUses?: number;
}

/** The sample coupons. */
export const seedCoupons: SeedCoupon[] = [
  { code: 'WELCOME10', kind: 'percent', value: 10, categories: [], active: true },
  {
    code: 'SKIN20',
    kind: 'percent',
    value: 20,
    categories: ['Skincare'],
    expiresInDays: 365,
    active: true,
  },
  { code: 'FLAT500', kind: 'fixed', value: 500, categories: [], active: true, maxUses: 100 },
  {
    code: 'HAIRBODY15',
    kind: 'percent',
    value: 15,
    categories: ['Haircare', 'Body Care'],
    expiresInDays: 180,
    active: true,
  },
  {
    code: 'SUMMER25',
    kind: 'percent',
    value: 25,
    categories: [],
    expiresInDays: -30,
    active: true,
  },
  { code: 'PAUSED5', kind: 'percent', value: 5, categories: [], active: false },
];

/** The sample reviews: reviewer index, product name, rating, text. */
export const seedReviews: [number, string, number, string][] = [
  [
    0,
    'Vitamin C Brightening Serum',
    5,
    'My skin looks brighter after two weeks. No stinging at all.',
  ],
  [1, 'Vitamin C Brightening Serum', 4, 'Works well, though the dropper could be better.'],
  [2, 'Vitamin C Brightening Serum', 5, 'Holy grail serum. Already on my second bottle.'],
  [0, 'Ceramide Barrier Cream', 5, 'Saved my skin during winter. Rich but not greasy.'],
  [1, 'Mineral Sunscreen SPF 50', 4, 'No white cast on my skin tone, which is rare.'],
  [2, 'Argan Repair Shampoo', 5, 'Hair feels soft and the scent is lovely.'],
  [0, 'Coconut Curl Cream', 4, 'Great definition, a little goes a long way.'],
  [1, 'Shea Butter Body Cream', 5, 'The texture is like a cloud. Lasts all day.'],
  [2, 'Cherry Blossom Body Mist', 3, 'Smells nice but fades after an hour.'],
  [0, 'Velvet Matte Lipstick Rose', 5, 'The perfect everyday shade and very comfortable.'],
  [1, 'Sunset Eyeshadow Palette', 5, 'Buttery shadows that blend beautifully.'],
  [2, 'Glow Starter Kit', 4, 'A good value set to start a routine.'],
  [1, 'Rose Water Toner', 5, 'Refreshing and gentle. I keep it in the fridge.'],
];

/** The sample shoppers who wrote the reviews (no usable password; they can reset). */
export const seedReviewers = [
  { name: 'Ayesha Khan', email: 'ayesha@example.com' },
  { name: 'Sara Ahmed', email: 'sara@example.com' },
  { name: 'Hina Malik', email: 'hina@example.com' },
];

/** The local-only staff and demo shopper accounts (see api/README.md). */
export const seedAccounts = [
  {
    name: 'Bloom Staff',
    email: 'staff@bloom.example.com',
    password: 'bloom-staff-local',
    role: 'staff' as const,
  },
  {
    name: 'Demo Shopper',
    email: 'shopper@bloom.example.com',
    password: 'bloom-shopper-local',
    role: 'customer' as const,
  },
];
