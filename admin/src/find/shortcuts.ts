/**
 * The back office's keyboard shortcuts in one table: the layout's key listener asks
 * {@link shortcutOf} what a key press means, and the `?` list ({@link ShortcutsDialog}) is drawn
 * from {@link shortcutSections}, so the list says what the keys do.
 */

/** What a shortcut does: open Find, or the list of shortcuts. */
export type ShortcutAction = 'find' | 'shortcuts';

/** Whether the keyboard is an Apple one, whose Command key does what Ctrl does elsewhere. */
export function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);
}

// Inputs that take no text: `/` on a focused checkbox or button is not typing.
const inputsWithoutText = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** True when keys pressed on `target` type into it (a text input, textarea, select, editable). */
export function isTypingIn(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) return !inputsWithoutText.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLElement && target.isContentEditable;
}

/**
 * The shortcut a key press means, or null: Ctrl-K (Command-K on Apple keyboards) opens Find
 * anywhere, even in a field, as in a browser's or an editor's command bar; `/` (Find) and `?`
 * (the list) only when the keys are not typing into a field.
 */
export function shortcutOf(event: KeyboardEvent, apple = isApplePlatform()): ShortcutAction | null {
  if (event.isComposing) return null;
  const command = apple ? event.metaKey : event.ctrlKey;
  if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return 'find';
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingIn(event.target)) return null;
  if (event.key === '/') return 'find';
  if (event.key === '?') return 'shortcuts';
  return null;
}

/** The keys of `shortcutOf`'s Find, for a button's `aria-keyshortcuts`. */
export function findKeyShortcuts(apple = isApplePlatform()): string {
  return `/ ${apple ? 'Meta' : 'Control'}+K`;
}

/** One line of the list: the key combinations (any one of them) and what they do. */
export interface ShortcutLine {
  /** Each way to press it, as the keys of one combination (`['Ctrl', 'K']`). */
  keys: string[][];
  /** What it does, as a sentence (its catalogue id). */
  does: string;
}

/** A part of the list: where the keys work, and its lines. */
export interface ShortcutSection {
  /** Where these keys work ("Anywhere in the back office"; its catalogue id). */
  title: string;
  /** Its shortcuts. */
  lines: ShortcutLine[];
}

/**
 * The list `?` shows: the back office's own shortcuts, then the keys of Find's results, and those
 * every dialog, menu and panel has (Radix's), which the back office has no others beside.
 */
export function shortcutSections(apple = isApplePlatform()): ShortcutSection[] {
  return [
    {
      title: 'admin.shortcuts.anywhere',
      lines: [
        { keys: [['/'], [apple ? '⌘' : 'Ctrl', 'K']], does: 'admin.shortcuts.find' },
        { keys: [['?']], does: 'admin.shortcuts.show' },
        { keys: [['Esc']], does: 'admin.shortcuts.close' },
      ],
    },
    {
      title: 'admin.shortcuts.inFind',
      lines: [
        { keys: [['↓'], ['↑']], does: 'admin.shortcuts.move' },
        { keys: [['Enter']], does: 'admin.shortcuts.open' },
        { keys: [['Esc']], does: 'admin.shortcuts.closeFind' },
      ],
    },
  ];
}
