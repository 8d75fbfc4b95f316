/**
 * The data the server hands the browser inside the page: the Apollo cache it rendered with and
 * whether the data could be had. It travels as a JSON data block (not a script that runs, so the
 * strict CSP allows it), with every `<` escaped so no value can close the element.
 */
import type { NormalizedCacheObject } from '@apollo/client';

/** The id of the data block. */
export const PAGE_STATE_ID = 'bloom-state';

/** What the server hands over. */
export interface PageState {
  /** The Apollo cache after the server's queries. */
  apollo?: NormalizedCacheObject;
  /** The first page could not get its data (503). */
  unavailable?: boolean;
}

/** The data block's HTML. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** Reads the data block; an empty state when there is none or it is unreadable. */
export function readPageState(document: Document): PageState {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return {};
  }
}
