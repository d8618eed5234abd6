/**
 * Interactions measured (issue 27, item 6): a Lighthouse user flow, one timespan per interaction, on the
 * throttled phone profile (Lighthouse's mobile screen and user agent, slow 4G applied by DevTools, the
 * host-calibrated CPU slowdown of bench/web/cpu-slowdown.ts). The page is loaded first, outside the
 * timespan, and the timespan holds only what a person does: typing an amount and pressing 'Je donne' on
 * the pot page, applying a category filter in the directory, and choosing a charity to reach step 2 of the
 * wizard. Lighthouse reports the slowest interaction of each timespan (INP) and its phases (input delay,
 * processing, presentation delay).
 */
import { startFlow } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROME_FLAGS } from './lighthouse-run';
import { interactionMainThread, saveTrace, type InteractionMainThread, type TraceEvent } from './main-thread';

export type InteractionResult = {
  interaction: string;
  inpMs: number;
  /** The INP interaction's phases, in ms: input delay, processing, presentation delay. */
  phases: Record<string, number>;
  /** The main thread during that interaction, read from the timespan's trace (bench/web/main-thread.ts). */
  mainThread: InteractionMainThread | null;
};

type InteractionSpec = {
  interaction: string;
  url: string;
  /** Waits until the page is ready for a person (outside the timespan). */
  ready: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
};

/** The load runs' Chromium flags; puppeteer sets headless itself. */
const CHROME_ARGS = CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless'));

const CONSENT = JSON.stringify({ choice: 'refused', at: new Date().toISOString() });

const aria = (name: string, role = 'button') => `::-p-aria([name="${name}"][role="${role}"])`;

/** The page's own marker once React has taken it over; a build without it gets its network quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 800, timeout: 30_000 });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'), { timeout: 5_000 }).catch(() => undefined);
}

export function interactionSpecs(origin: string, potId: number, eventTypeId: number): InteractionSpec[] {
  return [
    {
      interaction: "Pot page: type 25 and press 'Je donne'",
      url: `${origin}/participate/${potId}`,
      ready: async (page) => {
        await page
          .waitForSelector(aria('Montant de votre don (en euros)', 'spinbutton'), { timeout: 30_000 })
          .catch(() => page.waitForSelector(aria('Montant de votre don (en euros)', 'textbox'), { timeout: 30_000 }));
        await settled(page);
      },
      act: async (page) => {
        const input =
          (await page.$(aria('Montant de votre don (en euros)', 'spinbutton'))) ??
          (await page.$(aria('Montant de votre don (en euros)', 'textbox')));
        await input!.click();
        await page.keyboard.type('25', { delay: 120 });
        await page.locator(aria('Je donne')).click();
        await page.waitForFunction(() => location.pathname.endsWith('/tips'), { timeout: 30_000 });
        await page.waitForSelector(aria('Récapitulatif de votre don', 'heading'), { timeout: 30_000 });
      },
    },
    {
      interaction: "Directory: apply the 'Santé' filter",
      url: `${origin}/associations-partenaires-cagnotte-solidaire`,
      ready: async (page) => {
        await page.waitForSelector('#results-count', { timeout: 30_000 });
        await settled(page);
      },
      act: async (page) => {
        const before = await page.$eval('#results-count', (e) => (e as HTMLElement).innerText);
        await page.locator(aria('Santé')).click();
        await page.waitForFunction(
          (text) => document.querySelector<HTMLElement>('#results-count')?.innerText !== text,
          { timeout: 30_000 },
          before,
        );
      },
    },
    {
      interaction: 'Wizard: choose a charity, on to step 2',
      url: `${origin}/create/private/assocs?evt=${eventTypeId}`,
      ready: async (page) => {
        await page.waitForSelector('.charity-card', { timeout: 30_000 });
        await settled(page);
      },
      act: async (page) => {
        await page.locator('.charity-card ::-p-text(En savoir plus)').click();
        await page.locator(aria('Choisir cette association')).click();
        await page.waitForFunction(() => location.pathname === '/create/private/details', { timeout: 30_000 });
        await page.waitForSelector(aria('Nom de votre cagnotte', 'textbox'), { timeout: 30_000 });
      },
    },
  ];
}

/** One timespan around `spec.act` on a fresh Chromium (empty cache), and its INP with phases. */
export async function measureInteraction(spec: InteractionSpec, chromePath: string, cpuSlowdown: number): Promise<InteractionResult> {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument((consent) => localStorage.setItem('cookie_consent', consent), CONSENT);
    const flow = await startFlow(page, {
      name: spec.interaction,
      config: {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'mobile',
          screenEmulation: constants.screenEmulationMetrics.mobile,
          emulatedUserAgent: constants.userAgents.mobile,
          throttlingMethod: 'devtools',
          throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
          onlyCategories: ['performance'],
        },
      },
    });
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(spec.url, { waitUntil: 'load', timeout: 60_000 });
    await spec.ready(page);
    await flow.startTimespan({ name: spec.interaction });
    await spec.act(page);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the last paint
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const lhr = result.steps[0]!.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const inp = lhr.audits['interaction-to-next-paint'];
    const work = lhr.audits['work-during-interaction']?.details as
      { items?: Array<{ type: string; items?: Array<{ phase: string; total: number }> }> } | undefined;
    const table = work?.items?.find((item) => item.type === 'table' && item.items?.some((row) => 'phase' in row));
    const phases = Object.fromEntries((table?.items ?? []).map((row) => [row.phase, Math.round(row.total)]));
    if (inp?.numericValue === undefined) throw new Error(`no interaction recorded for ${spec.interaction}`);
    const trace = (flow.createArtifactsJson().gatherSteps[0]?.artifacts as { Trace?: { traceEvents: TraceEvent[] } } | undefined)?.Trace;
    const mainThread = trace ? interactionMainThread(trace.traceEvents, inp.numericValue) : null;
    if (trace && process.env.BENCH_WEB_TRACE_DIR) saveTrace(process.env.BENCH_WEB_TRACE_DIR, spec.interaction, trace);
    return { interaction: spec.interaction, inpMs: inp.numericValue, phases, mainThread };
  } finally {
    await browser.close();
  }
}
