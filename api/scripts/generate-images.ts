/**
 * Draws one small SVG illustration per product of the demo catalogue (api/seed/catalogue.json)
 * into api/images/, under the file name its `image` gives (run once, output committed):
 * `npx tsx api/scripts/generate-images.ts`. Pastel containers on a soft backdrop, shaped by
 * product type and coloured from a hash of the name, so every product differs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { catalogFile } from '../src/catalog/schema.ts';

const outDir = fileURLToPath(new URL('../images/', import.meta.url));

/** The kind of container a product picture shows. */
type Shape =
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

/** What each demo product's picture shows, by product name. */
const shapeOf: Record<string, Shape> = {
  'Rose Water Toner': 'bottle',
  'Vitamin C Brightening Serum': 'dropper',
  'Hyaluronic Hydra Serum': 'dropper',
  'Niacinamide Clarifying Serum': 'dropper',
  'Oat Milk Gentle Cleanser': 'pump',
  'Green Tea Foaming Cleanser': 'tube',
  'Ceramide Barrier Cream': 'jar',
  'Aloe Cooling Gel Moisturiser': 'jar',
  'Mineral Sunscreen SPF 50': 'tube',
  'Daily Dewy Sunscreen SPF 30': 'tube',
  'Retinol Night Renewal Cream': 'jar',
  'Kaolin Clay Purifying Mask': 'jar',
  'Honey Glow Sleeping Mask': 'jar',
  'Peptide Eye Cream': 'tube',
  'Rosehip Face Oil': 'dropper',
  'Micellar Cleansing Water': 'bottle',
  'Argan Repair Shampoo': 'bottle',
  'Argan Repair Conditioner': 'bottle',
  'Tea Tree Scalp Shampoo': 'bottle',
  'Coconut Curl Cream': 'jar',
  'Rosemary Growth Hair Oil': 'dropper',
  'Keratin Smooth Hair Mask': 'jar',
  'Heat Shield Hair Mist': 'spray',
  'Silk Protein Leave-In Conditioner': 'spray',
  'Volumising Dry Shampoo': 'spray',
  'Hibiscus Colour Care Shampoo': 'bottle',
  'Amla Strengthening Hair Oil': 'bottle',
  'Sea Salt Texture Spray': 'spray',
  'Scalp Renewal Scrub': 'jar',
  'Shea Butter Body Cream': 'jar',
  'Coffee Body Scrub': 'jar',
  'Lavender Calm Body Wash': 'pump',
  'Citrus Burst Body Wash': 'pump',
  'Almond Milk Body Lotion': 'pump',
  'Cherry Blossom Body Mist': 'spray',
  'Vanilla Musk Body Mist': 'spray',
  'Intensive Hand Cream': 'tube',
  'Foot Repair Balm': 'tube',
  'Nourishing Body Oil': 'dropper',
  'Bamboo Charcoal Soap': 'box',
  'Pink Salt Bath Soak': 'jar',
  'Cocoa Lip and Body Balm': 'tube',
  'Velvet Matte Lipstick Rose': 'lipstick',
  'Velvet Matte Lipstick Berry': 'lipstick',
  'Tinted Lip Oil Peach': 'wand',
  'Sunset Eyeshadow Palette': 'palette',
  'Nude Blush Palette': 'palette',
  'Lengthening Mascara': 'wand',
  'Waterproof Eyeliner Black': 'wand',
  'Silk Finish Foundation': 'pump',
  'Hydrating Skin Tint': 'tube',
  'Loose Setting Powder': 'compact',
  'Cream Highlighter Pearl': 'compact',
  'Brow Sculpting Pencil': 'wand',
  'Setting Spray Dewy': 'spray',
  'Colour Correcting Concealer': 'tube',
  'Glow Starter Kit': 'box',
  'Hydration Heroes Set': 'box',
  'Argan Repair Hair Duo': 'box',
  'Curl Care Collection': 'box',
  'Spa Night Body Set': 'box',
  'Hand and Foot Rescue Kit': 'box',
  'Everyday Make-up Edit': 'box',
  'Evening Glam Set': 'box',
};

const palettes = [
  { bg: '#fdeef2', glow: '#f9d5df', body: '#f4a7bb', cap: '#c9718b', label: '#fff7f9' },
  { bg: '#eef6f1', glow: '#d4ebdd', body: '#9fd4b6', cap: '#5c9c7a', label: '#f7fcf9' },
  { bg: '#f3effb', glow: '#e1d7f5', body: '#c3b1ea', cap: '#8a73c4', label: '#fbf9ff' },
  { bg: '#fff5e9', glow: '#fde3c4', body: '#f7c58f', cap: '#c98d4f', label: '#fffaf3' },
  { bg: '#eaf4fb', glow: '#cfe6f6', body: '#9ccbea', cap: '#5a93bb', label: '#f6fbff' },
  { bg: '#fdf0ec', glow: '#f8d9cf', body: '#efb3a1', cap: '#b9735f', label: '#fffaf8' },
  { bg: '#f5f8e9', glow: '#e4edc7', body: '#cddf98', cap: '#8ea353', label: '#fcfdf6' },
  { bg: '#fbeef8', glow: '#f3d3ec', body: '#e6a9d6', cap: '#a9659a', label: '#fff8fd' },
];

type Colors = (typeof palettes)[number];

function label(x: number, y: number, w: number, h: number, c: Colors): string {
  const cx = x + w / 2;
  const fy = y + h * 0.38;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${c.label}"/>
<g fill="${c.cap}" opacity=".85"><circle cx="${cx}" cy="${fy - 7}" r="5"/><circle cx="${cx + 7}" cy="${fy}" r="5"/><circle cx="${cx}" cy="${fy + 7}" r="5"/><circle cx="${cx - 7}" cy="${fy}" r="5"/></g><circle cx="${cx}" cy="${fy}" r="3.5" fill="${c.label}"/>
<rect x="${cx - w * 0.3}" y="${y + h * 0.66}" width="${w * 0.6}" height="5" rx="2.5" fill="${c.body}"/><rect x="${cx - w * 0.2}" y="${y + h * 0.66 + 10}" width="${w * 0.4}" height="4" rx="2" fill="${c.glow}"/>`;
}

const shine = (x: number, y: number, h: number) =>
  `<rect x="${x}" y="${y}" width="8" height="${h}" rx="4" fill="#fff" opacity=".45"/>`;

const shapes: Record<Shape, (c: Colors, v: number) => string> = {
  bottle: (c, v) => {
    const w = 96 + v * 12;
    const x = 200 - w / 2;
    return `<rect x="${200 - 22}" y="92" width="44" height="44" rx="6" fill="${c.cap}"/><rect x="${200 - 16}" y="130" width="32" height="22" fill="${c.body}"/>
<rect x="${x}" y="148" width="${w}" height="182" rx="${24 + v * 4}" fill="${c.body}"/>${label(x + 14, 196, w - 28, 96, c)}${shine(x + 10, 166, 140)}`;
  },
  dropper: (c) =>
    `<ellipse cx="200" cy="104" rx="20" ry="24" fill="${c.cap}"/><rect x="186" y="120" width="28" height="40" rx="4" fill="${c.cap}"/>
<rect x="150" y="156" width="100" height="174" rx="22" fill="${c.body}"/>${label(164, 200, 72, 92, c)}${shine(160, 172, 130)}`,
  jar: (c, v) => {
    const w = 170 + v * 14;
    const x = 200 - w / 2;
    return `<rect x="${x - 6}" y="168" width="${w + 12}" height="46" rx="12" fill="${c.cap}"/>
<rect x="${x}" y="206" width="${w}" height="124" rx="26" fill="${c.body}"/>${label(x + 26, 228, w - 52, 80, c)}${shine(x + 12, 222, 90)}`;
  },
  tube: (c) =>
    `<path d="M150 96 H250 L240 262 Q200 272 160 262 Z" fill="${c.body}"/><rect x="170" y="262" width="60" height="20" fill="${c.body}"/>
<rect x="166" y="280" width="68" height="50" rx="10" fill="${c.cap}"/><rect x="146" y="88" width="108" height="14" rx="4" fill="${c.body}"/>${label(168, 130, 64, 100, c)}${shine(158, 110, 130)}`,
  pump: (c) =>
    `<rect x="214" y="86" width="50" height="14" rx="6" fill="${c.cap}"/><rect x="190" y="86" width="30" height="46" rx="5" fill="${c.cap}"/><rect x="178" y="126" width="44" height="30" rx="6" fill="${c.cap}"/>
<rect x="140" y="150" width="120" height="180" rx="30" fill="${c.body}"/>${label(158, 196, 84, 96, c)}${shine(150, 168, 140)}`,
  spray: (c) =>
    `<rect x="178" y="94" width="44" height="34" rx="10" fill="${c.cap}"/><circle cx="232" cy="110" r="5" fill="${c.cap}"/><g fill="${c.body}" opacity=".6"><circle cx="252" cy="100" r="3"/><circle cx="262" cy="112" r="3"/><circle cx="254" cy="122" r="2.5"/></g>
<rect x="186" y="126" width="28" height="22" fill="${c.body}"/><rect x="148" y="146" width="104" height="184" rx="46" fill="${c.body}"/>${label(164, 198, 72, 90, c)}${shine(160, 170, 130)}`,
  palette: (c) => {
    const pans = [c.body, c.cap, c.glow, '#f2c6a0', '#d9a3b4', '#b7a0d6'];
    const cells = pans
      .map(
        (fill, i) =>
          `<circle cx="${140 + (i % 3) * 60}" cy="${200 + Math.floor(i / 3) * 66}" r="24" fill="${fill}" stroke="#fff" stroke-width="3"/>`,
      )
      .join('');
    return `<rect x="96" y="150" width="208" height="170" rx="20" fill="${c.cap}"/><rect x="106" y="160" width="188" height="150" rx="14" fill="${c.label}"/>${cells}`;
  },
  lipstick: (c) =>
    `<path d="M176 120 Q176 92 212 84 L224 84 L224 190 L176 190 Z" fill="${c.cap}"/><rect x="170" y="186" width="60" height="34" rx="4" fill="#e9d7b8"/>
<rect x="160" y="216" width="80" height="114" rx="10" fill="${c.body}"/>${shine(168, 226, 92)}<rect x="176" y="272" width="48" height="5" rx="2.5" fill="${c.label}"/>`,
  compact: (c) =>
    `<ellipse cx="200" cy="268" rx="108" ry="46" fill="${c.cap}"/><ellipse cx="200" cy="258" rx="108" ry="46" fill="${c.body}"/><ellipse cx="200" cy="256" rx="80" ry="32" fill="${c.glow}"/>
<path d="M92 250 Q100 130 200 120 Q300 130 308 250 Q250 226 200 226 Q150 226 92 250 Z" fill="${c.cap}" opacity=".9"/><ellipse cx="200" cy="176" rx="52" ry="26" fill="${c.label}" opacity=".7"/>`,
  wand: (c) =>
    `<rect x="182" y="76" width="36" height="120" rx="10" fill="${c.cap}"/><rect x="178" y="190" width="44" height="10" fill="#e9d7b8"/>
<rect x="176" y="198" width="48" height="132" rx="12" fill="${c.body}"/>${shine(184, 90, 90)}<rect x="188" y="236" width="24" height="60" rx="6" fill="${c.label}"/>`,
  box: (c) =>
    `<rect x="104" y="176" width="192" height="154" rx="10" fill="${c.body}"/><rect x="92" y="150" width="216" height="40" rx="8" fill="${c.cap}"/>
<rect x="188" y="150" width="24" height="180" fill="${c.label}"/><path d="M200 150 Q160 96 142 118 Q130 140 200 150 Q240 96 258 118 Q270 140 200 150 Z" fill="${c.label}" stroke="${c.cap}" stroke-width="3"/>${shine(114, 200, 110)}`,
};

function illustration(name: string, shape: Shape): string {
  const digest = createHash('sha256').update(name).digest();
  const colors = palettes[digest[0]! % palettes.length]!;
  const variant = digest[1]! % 3;
  const dots = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 40 + ((digest[2 + i]! * 7) % 320);
      const y = 36 + ((digest[7 + i]! * 5) % 80) + (i % 2) * 250;
      return `<circle cx="${x}" cy="${y}" r="${3 + (digest[12 + i]! % 5)}" fill="${colors.glow}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${name}">
<title>${name}</title><rect width="400" height="400" fill="${colors.bg}"/><circle cx="200" cy="214" r="150" fill="${colors.glow}"/>${dots}
<ellipse cx="200" cy="336" rx="118" ry="14" fill="${colors.cap}" opacity=".18"/>
${shapes[shape](colors, variant)}
</svg>
`;
}

// Read as written, not validated: a new product's image does not exist until this draws it.
const catalogue = JSON.parse(
  await readFile(new URL('../seed/catalogue.json', import.meta.url), 'utf8'),
) as z.input<typeof catalogFile>;
const products = catalogue.products ?? [];

await mkdir(outDir, { recursive: true });
for (const product of products) {
  const shape = shapeOf[product.name];
  if (!shape) throw new Error(`${product.name}: give it a shape in shapeOf`);
  const svg = illustration(product.name, shape);
  if (svg.length > 5000) throw new Error(`${product.name}: ${svg.length} bytes, over 5 KB`);
  await writeFile(new URL(product.image, `file://${outDir}`), svg);
}
console.log(`wrote ${products.length} images to ${outDir}`);
