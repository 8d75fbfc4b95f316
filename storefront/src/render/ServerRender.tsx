/**
 * What rendering a page on the server learns beyond its HTML: the HTTP status, a redirect, and
 * the page's head (title, description, canonical, previews, structured data). Pages say these
 * with the components below; on the server they write into the request's {@link ServerRender},
 * in the browser they do what a browser needs (a title, a client-side redirect).
 */
import { createContext, use, useLayoutEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { PreloadImage } from './preloadImage.ts';

/** The head of one page, as pages describe it. */
export interface PageHead {
  /** The page's own name; the document title is "<title> - Bloom". */
  title: string;
  /** The meta description (and the previews' text). */
  description?: string;
  /** Keep the page out of search results (account, cart, checkout, reset, 404). */
  noindex?: boolean;
  /** The canonical path and query, e.g. `/products?category=Skincare`. @default the pathname */
  canonicalPath?: string;
  /** A preview image: absolute, or a path on this site. */
  image?: string;
  /**
   * The picture that will be the page's largest paint (a product's photo, a listing's first
   * card): fetched with the HTML, before the stylesheet and scripts are even parsed.
   */
  preloadImage?: PreloadImage;
  /** Open Graph type. @default 'website' */
  type?: 'website' | 'product';
  /**
   * JSON-LD objects (schema.org), written as one script each; given `url`, which makes a path
   * absolute on the shop's public address. Evaluated on the server only.
   */
  jsonLd?: (url: (path: string) => string) => object[];
}

/** One server render's findings; created per request by the server entry. */
export interface ServerRender {
  /** The HTTP status the page answers with. @default 200 */
  status: number;
  /** Where to redirect instead of rendering, when a guard sent the shopper elsewhere. */
  redirect?: string;
  /** The head the rendered page asked for (the last one rendered wins). */
  head?: PageHead;
}

const ServerRenderContext = createContext<ServerRender | null>(null);

/** Props of {@link ServerRenderProvider}. */
export interface ServerRenderProviderProps {
  /** The request's findings, filled while rendering. */
  value: ServerRender;
  children: ReactNode;
}

/** Around the app on the server only. */
export function ServerRenderProvider({ value, children }: ServerRenderProviderProps) {
  return <ServerRenderContext value={value}>{children}</ServerRenderContext>;
}

/** The request's findings while rendering on the server; null in the browser. */
export function useServerRender(): ServerRender | null {
  return use(ServerRenderContext);
}

/** Sets the response's status code when the page is rendered on the server (e.g. 404). */
export function HttpStatus({ code }: { code: number }): null {
  const server = useServerRender();
  // The request's own record, written while rendering on the server, where nothing re-renders.
  // eslint-disable-next-line react-hooks/immutability
  if (server) server.status = code;
  return null;
}

/**
 * Sends the shopper to `to`, replacing the history entry: a 302 when rendered on the server, a
 * client-side navigation in the browser.
 */
export function Redirect({ to }: { to: string }) {
  const server = useServerRender();
  if (server) {
    server.redirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}

/** Records the page's head on the server; the browser keeps only the title in step. */
export function useHead(head: PageHead, documentTitle: string): void {
  const server = useServerRender();
  // As in HttpStatus: the request's own record.
  // eslint-disable-next-line react-hooks/immutability
  if (server) server.head = head;
  useLayoutEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
