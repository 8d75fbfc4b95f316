/**
 * bench:web's tap-to-open section (issue 23): how long a shopper on a phone waits between
 * tapping the header's menu button and seeing the panel, on a cold page.
 *
 * Chromium (scripts/chromium.ts) through Playwright with a phone's profile (Playwright's
 * `Moto G4`: 360 × 640, touch, a mobile viewport) and the CPU slowed 4x through CDP
 * (`Emulation.setCPUThrottlingRate`, as Lighthouse's mobile profile slows it). Each tap is a new
 * visitor (a fresh context: nothing cached, nothing run before): / loads, the network is quiet
 * for 500 ms and the button is hydrated, then one tap. Inside the page, from the tap's first
 * `pointerdown`/`touchstart` (the event's own timeStamp, when the touch reached the page) to
 * the first animation frame in which the panel's dialog is displayed, read just after that
 * frame is painted: the "next paint" a shopper sees, the slide-in's first frame. The median of
 * BENCH_MENU_TAPS taps (default 5) is checked against the 100 ms budget.
 *
 * The account menu is measured the same way when a member is signed in, on a touch tablet
 * (`Galaxy Tab S4`, 712 px wide): the header shows it above 426 px only.
 */
import { chromium, devices, type Browser, type BrowserContextOptions } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { atMost, budgets, median } from './web-budgets.ts';

const taps = Math.max(1, Number(process.env['BENCH_MENU_TAPS'] ?? 5) || 5);
const cpuSlowdown = 4;
const loadTimeoutMs = Number(process.env['BENCH_WEB_TIMEOUT'] ?? 30) * 1000;
/** A tap whose menu has not shown after this long counts as failed. */
const openTimeoutMs = 10_000;

/** A menu to tap: its trigger, what shows once it is open, and on which device. */
interface TapTarget {
  label: string;
  device: string;
  /** The trigger's accessible name. */
  trigger: string | RegExp;
  /** The element that shows once it is open. */
  opened: string;
  /** `bloom_session=…` for a member's menu. */
  cookie?: string;
}

/** One menu's taps. */
export interface TapFigures {
  menu: string;
  device: string;
  /** Each tap's time to the painted frame, ms (failed taps left out). */
  samples: number[];
  median?: number;
  max?: number;
  /** Why taps failed. */
  failures: string[];
  /** The budget's verdict on the median. */
  verdict: string;
}

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * The watch installed before the tap, as a string: tsx would wrap a named function passed to
 * `evaluate` in a helper the page does not have. Elements already shown before the tap (none,
 * normally) do not count.
 */
const watchScript = (opened: string) => `{
  const selector = ${JSON.stringify(opened)};
  const shown = () =>
    [...document.querySelectorAll(selector)].filter((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    });
  const before = new Set(shown());
  const tap = (window.__benchTap = {});
  const start = (event) => {
    if (tap.start !== undefined) return;
    tap.start = event.timeStamp;
    const frame = () => {
      if (!shown().some((element) => !before.has(element))) return requestAnimationFrame(frame);
      // This frame paints it; a message posted now is handled once the frame is out.
      tap.frame = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (tap.painted = performance.now());
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  };
  window.addEventListener('pointerdown', start, { capture: true });
  window.addEventListener('touchstart', start, { capture: true, passive: true });
}`;

/** One cold tap: a new visitor loads /, waits for quiet and hydration, taps once. */
async function tapOnce(browser: Browser, baseUrl: string, target: TapTarget): Promise<number> {
  const context = await browser.newContext({
    ...(devices[target.device] as BrowserContextOptions),
  });
  try {
    if (target.cookie) {
      const [name, ...value] = target.cookie.split('=');
      await context.addCookies([{ name: name!, value: value.join('='), url: baseUrl }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(new URL('/', baseUrl).href, {
      waitUntil: 'networkidle',
      timeout: loadTimeoutMs,
    });
    const trigger = page.getByRole('button', { name: target.trigger });
    await trigger.waitFor({ state: 'visible', timeout: loadTimeoutMs });
    // Hydrated: React has attached its props to the button. Asked of the locator afresh each
    // time: a hydration that gives up on the server's markup puts a new button in its place.
    const deadline = Date.now() + loadTimeoutMs;
    const hydrated = () =>
      trigger.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      );
    while (!(await hydrated())) {
      if (Date.now() > deadline) throw new Error(`${target.label}: its button never hydrated`);
      await page.waitForTimeout(50);
    }
    await page.evaluate(watchScript(target.opened));
    await trigger.tap();
    const handle = await page.waitForFunction(
      () => {
        const tap = (window as unknown as { __benchTap: { start?: number; painted?: number } })
          .__benchTap;
        return tap.painted !== undefined && tap.start !== undefined
          ? tap.painted - tap.start
          : undefined;
      },
      null,
      { timeout: openTimeoutMs },
    );
    return Math.round((await handle.jsonValue())!);
  } finally {
    await context.close();
  }
}

/** Taps each menu BENCH_MENU_TAPS times and prints the medians. */
export async function menuTapSection(
  baseUrl: string,
  memberCookie: string | undefined,
): Promise<TapFigures[]> {
  console.log(
    `\n=== 4. Menu tap to open (CPU ${cpuSlowdown}x slower, touch, cold page each tap; median of ${taps})\n`,
  );
  const targets: TapTarget[] = [
    { label: 'menu panel', device: 'Moto G4', trigger: 'Open menu', opened: '[role="dialog"]' },
  ];
  if (memberCookie) {
    targets.push({
      label: 'account menu',
      device: 'Galaxy Tab S4',
      trigger: /^Account/,
      opened: '[role="menu"]',
      cookie: memberCookie,
    });
  }
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results: TapFigures[] = [];
  try {
    for (const target of targets) {
      const samples: number[] = [];
      const failures: string[] = [];
      for (let run = 0; run < taps; run += 1) {
        try {
          samples.push(await tapOnce(browser, baseUrl, target));
        } catch (error) {
          failures.push(message(error));
        }
      }
      const middle = median(samples);
      const figures: TapFigures = {
        menu: target.label,
        device: target.device,
        samples,
        ...(middle === undefined ? {} : { median: Math.round(middle) }),
        ...(samples.length ? { max: Math.max(...samples) } : {}),
        failures,
        verdict: atMost(middle, budgets.menuTapMs, (ms) => `${Math.round(ms)} ms`),
      };
      results.push(figures);
      console.log(
        `${`${target.label} (${target.device})`.padEnd(30)} median ${figures.median ?? '–'} ms, max ${figures.max ?? '–'} ms  [${samples.join(', ')}]  ≤ ${budgets.menuTapMs} ms: ${figures.verdict}`,
      );
      for (const failure of [...new Set(failures)]) console.log(`  ! a tap failed: ${failure}`);
    }
  } finally {
    await browser.close();
  }
  return results;
}
