/**
 * The driver-neutral phone the engine journeys are written against: open a page, click by role or
 * text, fill, choose, read text, run a script, wait, screenshot. Each engine (webkit.ts, firefox.ts,
 * chromium.ts) gives only the primitives (navigate, evaluate, click and type on a CSS selector, a PNG);
 * everything else, finding elements included (page-find.ts), is the same code in every engine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FIND_SCRIPT, match, type Query } from './page-find';

export type { Query } from './page-find';
export type EngineName = 'webkit' | 'firefox' | 'chromium';

/** Shorthands for queries: role and name, text, label. */
export const role = (r: string, name?: string | RegExp, extra: { level?: number; within?: Query; nth?: number } = {}): Query => ({
  role: r,
  name: name === undefined ? undefined : match(name),
  ...extra,
});
export const text = (t: string | RegExp, exact = false): Query => ({ text: match(t), exact });
export const label = (l: string | RegExp, within?: Query): Query => ({ label: match(l), within });
export const css = (selector: string, within?: Query): Query => ({ css: selector, within });

/** What each engine implements. */
export interface Driver {
  navigate(url: string): Promise<void>;
  /** Runs `(src).apply(null, args)` in the page and gives its (awaited) JSON result. */
  evaluate(src: string, args: unknown[]): Promise<unknown>;
  clickCss(selector: string): Promise<void>;
  /** Types into the focused element with the engine's keyboard. */
  typeKeys(text: string): Promise<void>;
  pressBackspace(): Promise<void>;
  png(): Promise<Buffer>;
  /** Whether an element matches the XPath, found by the driver (no page script). */
  hasXPath(xpath: string): Promise<boolean>;
  /** Clicks the first element matching the XPath, found by the driver (no page script). */
  clickXPath(xpath: string): Promise<void>;
  currentUrl(): Promise<string>;
  quit(): Promise<void>;
}

/** The same driver, each command failing after `ms` instead of hanging the whole run. */
export function withCommandTimeout(driver: Driver, who: string, ms = 45_000): Driver {
  const guarded = {} as Record<string, unknown>;
  for (const key of Object.keys(driver) as Array<keyof Driver>) {
    const call = driver[key] as (...a: unknown[]) => Promise<unknown>;
    guarded[key] = (...a: unknown[]) => {
      let timer: NodeJS.Timeout;
      const limit = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${who}: ${key} did not answer in ${ms / 1000} s`)), ms);
      });
      return Promise.race([call(...a), limit]).finally(() => clearTimeout(timer));
    };
  }
  return guarded as unknown as Driver;
}

export interface WaitOptions {
  timeout?: number;
  message?: string;
}

const debug = (...parts: unknown[]) => {
  if (process.env.ENGINES_DEBUG) console.log('   ·', ...parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Phone {
  /** Screenshots go to docs/screens/engines/<engine>/<name>.png. */
  readonly screensDir: string;
  /** Where the engine saves downloaded files, when it saves them on disk. */
  downloadDir: string | null = null;

  constructor(
    readonly engine: EngineName,
    private readonly driver: Driver,
    public baseUrl: string,
  ) {
    this.screensDir = path.join('docs', 'screens', 'engines', engine);
    mkdirSync(this.screensDir, { recursive: true });
  }

  private absolute(url: string): string {
    return /^https?:/.test(url) ? url : `${this.baseUrl}${url}`;
  }

  /** Opens an address and waits for the app's first render (`<html data-app-started>`). */
  async open(url: string, { appStart = true } = {}): Promise<void> {
    debug('open', url);
    await this.driver.navigate(this.absolute(url));
    if (appStart) await this.appStarted();
  }

  async appStarted(timeout = 20_000): Promise<void> {
    await this.waitFor(() => document.documentElement.dataset.appStarted === 'true', [], { timeout, message: 'app started' });
  }

  async reload(): Promise<void> {
    await this.open(await this.url());
  }

  url(): Promise<string> {
    return this.driver.currentUrl();
  }

  /** Runs a function in the page (it must not use outer variables; pass them as arguments). */
  async run<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<Awaited<T>> {
    const src = `function () { const __name = (f) => f; return (${fn.toString()}).apply(null, arguments); }`;
    return (await this.driver.evaluate(src, args)) as Awaited<T>;
  }

  /** Polls a page function until it returns something truthy; gives that. */
  async waitFor<T>(
    fn: (...args: never[]) => T,
    args: unknown[] = [],
    { timeout = 15_000, message }: WaitOptions = {},
  ): Promise<Awaited<T>> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await this.run(fn, ...args);
        if (value) return value;
        last = value;
      } catch (err) {
        last = err; // a page in the middle of navigating
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${message ?? fn.toString().slice(0, 120)} (last: ${String(last)})`);
      await sleep(100);
    }
  }

  /** Polls a Node-side check (e.g. the URL) until truthy. */
  async until<T>(check: () => Promise<T>, { timeout = 15_000, message = 'condition' }: WaitOptions = {}): Promise<T> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const value = await check().catch(() => undefined);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${message}`);
      await sleep(100);
    }
  }

  async waitForUrl(pattern: RegExp, timeout = 20_000): Promise<string> {
    return this.until(async () => ((await this.url()).match(pattern) ? this.url() : undefined), {
      timeout,
      message: `URL ${pattern}`,
    }) as Promise<string>;
  }

  /** The element's state once it is visible (text, value, checked, disabled). */
  async find(
    query: Query,
    { timeout = 15_000 } = {},
  ): Promise<{ text: string; value: string | null; checked: boolean; disabled: boolean }> {
    return this.waitFor(new Function(`return (${FIND_SCRIPT})(arguments[0], false)`) as () => never, [query], {
      timeout,
      message: JSON.stringify(query),
    });
  }

  async count(query: Query): Promise<number> {
    return this.run(
      new Function(
        `let n = 0; const q = arguments[0]; while ((${FIND_SCRIPT})({ ...q, nth: n }, false)) n += 1; return n;`,
      ) as () => number,
      query,
    );
  }

  private async mark(query: Query, timeout = 15_000): Promise<string> {
    return this.waitFor(new Function(`return (${FIND_SCRIPT})(arguments[0], true)`) as () => string, [query], {
      timeout,
      message: JSON.stringify(query),
    });
  }

  /** A real click (the engine's pointer input) on the first visible match. */
  async click(query: Query, { timeout = 15_000 } = {}): Promise<void> {
    debug('click', query);
    const selector = await this.mark(query, timeout);
    await this.run((s: string) => document.querySelector(s)?.scrollIntoView({ block: 'center' }), selector);
    await this.driver.clickCss(selector);
  }

  /** Replaces a field's text by typing it with the engine's keyboard (masks and React see real keys). */
  async fill(query: Query, value: string): Promise<void> {
    debug('fill', query, value);
    const selector = await this.mark(query);
    await this.run((s: string) => {
      const el = document.querySelector(s) as HTMLInputElement | HTMLElement;
      el.scrollIntoView({ block: 'center' });
      el.focus();
      if ('select' in el && typeof el.select === 'function') el.select();
      else {
        const range = document.createRange();
        range.selectNodeContents(el);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
      }
    }, selector);
    await this.driver.pressBackspace();
    if (value) await this.driver.typeKeys(value);
  }

  /** Chooses an option of a <select> by its label (set in the page: native pickers are not driven). */
  async select(query: Query, optionLabel: string): Promise<void> {
    const selector = await this.mark(query);
    const ok = await this.run(
      (s: string, wanted: string) => {
        const select = document.querySelector(s) as HTMLSelectElement;
        const option = Array.from(select.options).find((o) => o.label.trim() === wanted || o.value === wanted);
        if (!option) return false;
        const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
        setter?.call(select, option.value);
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      },
      selector,
      optionLabel,
    );
    if (!ok) throw new Error(`no option ${optionLabel} in ${JSON.stringify(query)}`);
  }

  /** Visible text of an element, or of the page, white space (no-break spaces too) as single spaces. */
  async text(query?: Query): Promise<string> {
    if (!query) return this.run(() => document.body.innerText.replace(/\s+/g, ' '));
    return (await this.find(query)).text;
  }

  /** Waits until the page (or an element) shows this text. */
  async waitForText(wanted: string | RegExp, within?: Query, timeout = 15_000): Promise<void> {
    const m = match(wanted);
    await this.find(within ? { text: m, within } : { text: m }, { timeout });
  }

  async waitGone(query: Query, timeout = 15_000): Promise<void> {
    await this.until(async () => (await this.count(query)) === 0, { timeout, message: `gone: ${JSON.stringify(query)}` });
  }

  /** A screenshot of the viewport after two animation frames (a stale frame otherwise, under load). */
  async screenshot(name: string): Promise<string> {
    await this.run(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
    const file = path.join(this.screensDir, `${name}.png`);
    writeFileSync(file, await this.driver.png());
    return file;
  }

  /** The colour [r, g, b] painted at a CSS pixel of the viewport (read from a screenshot). */
  async pixelAt(x: number, y: number): Promise<[number, number, number]> {
    const ratio = await this.run(() => window.devicePixelRatio);
    const { data, info } = await sharp(await this.driver.png())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const i = (Math.round(y * ratio) * info.width + Math.round(x * ratio)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  }

  /** Sets the origin's local storage before the app reads it (no init scripts in WebDriver classic). */
  async storage(items: Record<string, string>, { clear = true } = {}): Promise<void> {
    await this.open('/offline.html', { appStart: false });
    await this.run(
      (values: Record<string, string>, wipe: boolean) => {
        if (wipe) {
          localStorage.clear();
          sessionStorage.clear();
        }
        for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
      },
      items,
      clear,
    );
  }

  /** The engine's own primitives (for what the page's scripts cannot do, e.g. under a strict CSP). */
  driverFor(): Driver {
    return this.driver;
  }

  quit(): Promise<void> {
    return this.driver.quit();
  }
}
