/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, which Safari lacks: there a
 * short timeout stands in), at the latest after `timeout` ms; returns what cancels it. For work
 * a page can do without, after what it needs: fetching the code of a dialog a shopper may open.
 * @param timeout - The longest wait in ms before the task runs anyway. @default 2000
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
