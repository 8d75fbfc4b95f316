import { useEffect } from 'react';
import { replayEarlyTaps } from './earlyTaps.ts';

/**
 * Renders nothing; once the page around it has hydrated, hands over what the shopper typed and
 * tapped before the code had run (earlyTaps.ts). It sits beside the page inside the frame's
 * Suspense boundary (AppLayout.tsx): React hydrates the lazy page after the frame, and a change
 * handed over before then would be read as the page's first state, not as a change. In the next
 * task, so the effects of the tree around it (the cart reading this browser's cart) come first.
 * On the server it renders nothing and runs nothing.
 */
export function EarlyTaps() {
  useEffect(() => {
    const next = setTimeout(replayEarlyTaps);
    return () => clearTimeout(next);
  }, []);
  return null;
}
