/**
 * The back office's styles, imported once by main.tsx and by the tests' renderAdmin: @bloom/ui's
 * tokens and components, the Urdu face, and the back office's own use of it (urdu.css).
 */
import '@bloom/ui/style.css';
import '@bloom/ui/fonts/urdu.css';
import './urdu.css';
