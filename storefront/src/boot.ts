/**
 * The visit's first script, loaded before the app (see vite.config.ts): asks for the data of the
 * page at this address right away (firstData.ts), so it arrives while the app's code is still
 * downloading.
 */
import { sendFirstRequest } from './firstData.ts';

sendFirstRequest(new URL(window.location.href));
