import { Toaster } from '@bloom/ui';
import { island } from '../islands/island.tsx';

/** Where the shop's toasts show (SPEC.md §9), as an island: every island's `toast()` lands here. */
export default island('layout/Toasts', () => <Toaster />);
