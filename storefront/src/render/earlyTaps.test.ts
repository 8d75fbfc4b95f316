import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlyTapsSource, handOver } from './earlyTaps.ts';

/** A server's page as the browser has it before the code: a filter form in `#root`. */
function serverPage() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML =
    '<form><label><input type="checkbox" name="skin" value="oily" /> Oily</label>' +
    '<label><input type="checkbox" name="skin" value="dry" /> Dry</label>' +
    '<input type="search" name="q" value="" /></form>';
  document.body.append(root);
  const [oily, dry] = [...root.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
  const search = root.querySelector<HTMLInputElement>('input[type=search]')!;
  // What the page's code hears once it runs: each change event, by field.
  const heard: string[] = [];
  root.addEventListener('change', (event) => {
    const field = event.target as HTMLInputElement;
    heard.push(`${field.name}=${field.type === 'checkbox' ? field.checked : field.value}`);
  });
  return { root, oily: oily!, dry: dry!, search, heard };
}

describe('the hand-over of what was done before the code ran', () => {
  beforeEach(() => {
    // The head's script, as the page carries it: from the first byte.
    new Function(earlyTapsSource)();
  });
  afterEach(() => {
    window.__bloomEarlyTaps?.();
    document.getElementById('root')?.remove();
  });

  it('hands over a tick and a word the shopper gave, as changes the code hears once', () => {
    const { root, oily, search, heard } = serverPage();
    oily.click();
    search.value = 'serum';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    heard.length = 0; // the code was not listening yet
    handOver(root, []);
    expect(oily.checked).toBe(true);
    expect(search.value).toBe('serum');
    expect(heard).toEqual(['skin=true', 'q=serum']);
  });

  it('leaves alone what the browser gave back on Back or reload: no event, no change', () => {
    const { root, oily, dry, search, heard } = serverPage();
    // A back_forward load outside the back/forward cache: the browser restores the form's
    // fields as the shopper left them, silently.
    dry.checked = true;
    search.value = 'toner';
    // ...and the shopper ticks another before the code.
    oily.click();
    heard.length = 0;
    handOver(root, []);
    // Handed over, the restored tick would act again (Back bouncing forward to the filtered
    // listing); only the shopper's own is announced.
    expect(heard).toEqual(['skin=true']);
    expect([oily.checked, dry.checked, search.value]).toEqual([true, true, 'toner']);
  });
});
