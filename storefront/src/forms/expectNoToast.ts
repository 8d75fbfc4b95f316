/**
 * For tests: fails if a toast saying `text` is on the page. A toast is raised in the same step
 * as whatever the test waited for, but drawn a little later; so this raises a marker toast and
 * waits for it first: toasts are drawn in order, so any raised before the marker is there too.
 */
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { toast } from '@bloom/ui';

/** Waits until the toasts raised so far are drawn, then checks that none says `text`. */
export async function expectNoToast(text: string | RegExp): Promise<void> {
  const marker = `All toasts so far are drawn (${crypto.randomUUID()}).`;
  const id = toast(marker);
  const region = page.getByRole('region', { name: 'Notifications' });
  await expect.element(region.getByText(marker)).toBeInTheDocument();
  expect(region.element().textContent).not.toMatch(text);
  toast.remove(id);
}
