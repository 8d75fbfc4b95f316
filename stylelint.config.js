/**
 * Stylelint for every CSS file of the repo (`npm run lint`, and a check of `npm test`): one job,
 * keeping right-to-left pages right (DESIGN.md "Languages"). Physical left/right is forbidden:
 * each such declaration has a logical twin that follows the page's `dir` (margin-inline-start,
 * inset-inline-end, text-align: start, float: inline-start, border-start-end-radius...).
 * A four-value margin/padding/inset shorthand sets left and right apart, so it is forbidden too;
 * write `margin-block` and `margin-inline` instead (one and two values are symmetric; three set
 * left and right alike). Transforms cannot be checked this way: a `translateX` that must follow
 * the direction gets its own `:dir(rtl)` rule beside it.
 * @type {import('stylelint').Config}
 */
const physical = 'a physical left/right property: use its logical twin (inline-start/-end)';

export default {
  // The fixture breaks the rule on purpose (ui/test-package/logical-css.test.ts lints it alone).
  ignoreFiles: [
    '**/node_modules/**',
    '**/dist/**',
    'storybook-static/**',
    'coverage/**',
    'ui/test-package/fixtures/physical.module.css',
  ],
  rules: {
    'property-disallowed-list': [
      [
        /^(left|right)$/,
        /^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-.+)?$/,
        /^border-(top|bottom)-(left|right)-radius$/,
      ],
      { message: (property) => `"${property}" is ${physical}` },
    ],
    'declaration-property-value-disallowed-list': [
      {
        '/^(float|clear|text-align|text-align-last|caption-side|resize)$/': [/^(left|right)$/],
        // Four top-level values with no parentheses among them: top right bottom left.
        '/^(margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)$/':
          [/^[^\s()]+(\s+[^\s()]+){3}$/],
        // A four-value border-radius names each physical corner.
        'border-radius': [/^[^\s()/]+(\s+[^\s()/]+){1,3}$/],
      },
      {
        message: (property, value) =>
          `"${property}: ${value}" is ${physical}, or margin-block/margin-inline for a shorthand`,
      },
    ],
  },
};
