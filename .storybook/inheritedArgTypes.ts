/**
 * Descriptions for the props a component takes from the HTML element or the Radix primitive it
 * renders, when a story passes one as an arg (Button's `children` and `onClick`): docgen lists the
 * library's own props only (docgen.ts), so such a row of a docs table would otherwise have a type
 * and no words. The library's own props keep their TSDoc; this fills in nothing else.
 */
import type { ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer } from 'storybook/internal/types';

/** What each inherited prop means, the way the element or primitive defines it. */
const inherited: Record<string, string> = {
  children: 'The content, placed inside the element.',
  className: "More classes on the root element, after the library's own.",
  style: 'Inline styles on the root element.',
  id: "The root element's id.",
  href: "Where the link goes (the `<a>`'s href).",
  'aria-label': 'The accessible name, read by screen readers instead of the visible text.',
  name: "The field's name in its form's data.",
  type: "The input's type (HTML), e.g. email or tel.",
  value: 'The current value (controlled).',
  defaultValue: 'The value at first (uncontrolled).',
  placeholder: 'A hint shown while the field is empty; never a label.',
  required: 'The form cannot be sent while the field is empty.',
  disabled: 'Cannot be used or focused; its form does not send it.',
  autoComplete: 'What the browser may fill in (HTML autocomplete), e.g. one-time-code.',
  maxLength: 'The most characters the field takes.',
  onClick: 'Called when the element is clicked or activated from the keyboard.',
  onChange: "Called on every change of the field's value (the DOM event).",
  onSubmit: 'Called when the form is sent (the DOM event).',
  onValueChange: 'Called with the new value after each change (Radix).',
  open: 'Whether it is open (controlled, Radix).',
  defaultOpen: 'Whether it is open at first (uncontrolled, Radix).',
  onOpenChange: 'Called with true or false when it opens or closes (Radix).',
  modal: 'Whether the rest of the page is inert while it is open (Radix; true unless set).',
  checked: 'Whether it is checked (controlled, Radix).',
  defaultChecked: 'Whether it is checked at first (uncontrolled, Radix).',
  onCheckedChange: 'Called with the new checked state after each change (Radix).',
  pressed: 'Whether it is pressed (controlled, Radix Toggle).',
  defaultPressed: 'Whether it is pressed at first (uncontrolled, Radix Toggle).',
  onPressedChange: 'Called with the new pressed state after each change (Radix Toggle).',
};

/**
 * Adds the description to such a prop's row, whether the row is already there or is made from the
 * story's args after this enhancer (Storybook's inferArgTypes keeps what it finds here).
 */
export const describeInheritedProps: ArgTypesEnhancer<ReactRenderer> = ({
  argTypes,
  initialArgs,
}) => {
  const described = { ...argTypes };
  for (const key of new Set([...Object.keys(argTypes), ...Object.keys(initialArgs ?? {})])) {
    const description = inherited[key];
    if (!description || described[key]?.description) continue;
    described[key] = { name: key, ...described[key], description };
  }
  return described;
};
describeInheritedProps.secondPass = true;
