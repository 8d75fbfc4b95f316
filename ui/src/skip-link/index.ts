export { SkipLink, type SkipLinkProps } from './SkipLink';
export { arrivals, focusMainHeading, keepFocusOnPage } from './pageArrival';
