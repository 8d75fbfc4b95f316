/**
 * The policy's name for the one inline script a page runs, the head's keeper of early taps
 * (src/render/earlyTaps.ts): its sha256, so no other inline script (an injected one included)
 * runs. Its own module so tests can name it without the web server's dependencies.
 */
import { createHash } from 'node:crypto';
import { earlyTapsSource } from '../src/render/earlyTaps.ts';

/** `'sha256-…'` of the keeper's text, as `script-src` names it. */
export const earlyTapsHash = `'sha256-${createHash('sha256').update(earlyTapsSource).digest('base64')}'`;
