import type { ComponentPropsWithRef } from 'react';

/**
 * Stands in for the app's router link (react-router's `<Link to>`) in stories: components that
 * take a `link` element fill in its content, as they would a real one.
 */
export function FakeRouterLink({ to, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the component using it adds content
  return <a data-router-link="" {...props} href={`#${to}`} />;
}
