import { useEffect } from 'react';

/** Names the browser tab after the screen: "<screen> - Bloom admin". */
export function useScreenTitle(screen: string): void {
  useEffect(() => {
    document.title = `${screen} - Bloom admin`;
  }, [screen]);
}
