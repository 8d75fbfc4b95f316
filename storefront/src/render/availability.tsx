/**
 * Whether the shop's data could be had when the first page was rendered on the server. When the
 * gateway or the api is down, the server answers 503 with a page that says so (header and cart
 * intact) instead of a page of empty sections, and the browser hydrates that same page.
 */
import { createContext, use } from 'react';

/** True when the first page of this visit could not get its data. */
export const UnavailableContext = createContext(false);

/** Whether the first page of this visit could not get its data. */
export function useStartedUnavailable(): boolean {
  return use(UnavailableContext);
}
