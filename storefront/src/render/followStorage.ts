/**
 * Follows one `localStorage` key as other tabs change it: `onChange` gets the key's new value
 * (null once removed, or when another tab cleared the whole storage). Returns what stops
 * following. The cart and the wishlist keep themselves in step across tabs with it.
 */
export function followStorage(key: string, onChange: (value: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
