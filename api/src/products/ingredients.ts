/**
 * What an INCI list says a product is free from (DESIGN.md, Discovery). A tag is derived when
 * the list has none of what it names; staff may claim fewer tags than derived, or tags for a
 * product without a list, but never a tag the list contradicts.
 */
import { freeFromTags, type FreeFrom } from './facets.ts';

/** The 26 fragrance allergens EU labels must name: a list holding one holds fragrance. */
const fragranceAllergens = [
  'amyl cinnamal',
  'amylcinnamyl alcohol',
  'anise alcohol',
  'benzyl alcohol',
  'benzyl benzoate',
  'benzyl cinnamate',
  'benzyl salicylate',
  'butylphenyl methylpropional',
  'cinnamal',
  'cinnamyl alcohol',
  'citral',
  'citronellol',
  'coumarin',
  'eugenol',
  'evernia furfuracea extract',
  'evernia prunastri extract',
  'farnesol',
  'geraniol',
  'hexyl cinnamal',
  'hydroxycitronellal',
  'isoeugenol',
  'limonene',
  'linalool',
  'methyl 2-octynoate',
  'alpha-isomethyl ionone',
];

/** Whether one INCI name holds what a free-from tag excludes. */
const holds: Record<FreeFrom, (name: string) => boolean> = {
  fragrance: (name) =>
    /\b(parfum|fragrance|aroma)\b/.test(name) || fragranceAllergens.includes(name),
  parabens: (name) => /paraben\b/.test(name),
  // The cleansing sulfates, not mineral salts such as magnesium sulfate.
  sulfates: (name) =>
    /\b(lauryl|laureth|myreth|coco|cocoyl|cetyl|cetearyl|tridecyl|pareth)[\w-]*\s+sul(f|ph)ate\b/.test(
      name,
    ),
  // Drying alcohols; fatty alcohols (cetyl, cetearyl, stearyl) are emollients, not "alcohol".
  alcohol: (name) =>
    /^(alcohol|alcohol denat\.?|sd alcohol\b.*|ethanol|isopropyl alcohol)$/.test(name),
  silicones: (name) => /(methicone|siloxane|silane|dimethiconol|silsesquioxane)/.test(name),
};

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The tags one INCI name rules out, remembered: catalogues repeat the same few hundred names, and
 * an import of thousands of products asked the same five patterns of each name again and again.
 */
const ruledOut = new Map<string, ReadonlySet<FreeFrom>>();
const rememberedNames = 5_000;

function tagsRuledOutBy(name: string): ReadonlySet<FreeFrom> {
  let tags = ruledOut.get(name);
  if (!tags) {
    const normalised = normalise(name);
    tags = new Set(freeFromTags.filter((tag) => holds[tag](normalised)));
    if (ruledOut.size >= rememberedNames) ruledOut.clear();
    ruledOut.set(name, tags);
  }
  return tags;
}

/** The first INCI name in `ingredients` that holds what `tag` excludes, if any. */
export function contradiction(ingredients: readonly string[], tag: FreeFrom): string | undefined {
  return ingredients.find((name) => tagsRuledOutBy(name).has(tag));
}

/** The free-from tags an INCI list supports; none for an empty list (nothing is known). */
export function deriveFreeFrom(ingredients: readonly string[]): FreeFrom[] {
  if (ingredients.length === 0) return [];
  return freeFromTags.filter((tag) => contradiction(ingredients, tag) === undefined);
}

/** Which of a list's ingredients rule out which free-from tag ("Parfum": fragrance), in order. */
export function rulings(
  ingredients: readonly string[],
): { ingredient: string; freeFrom: FreeFrom }[] {
  return ingredients.flatMap((ingredient) =>
    freeFromTags
      .filter((tag) => tagsRuledOutBy(ingredient).has(tag))
      .map((freeFrom) => ({ ingredient, freeFrom })),
  );
}
