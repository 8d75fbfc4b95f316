import { Toaster } from '@bloom/ui';
import { island } from '../islands/island.tsx';

/**
 * Where the shop's toasts show (SPEC.md §9), as an island hydrated with the page: its live region
 * is there before the first toast (so a screen reader hears it), and a toast made before it had
 * hydrated would not match the server's empty region.
 */
export default island('layout/Toasts', () => <Toaster />);
