/**
 * Reads a V8 `.cpuprofile` (written by `node --cpu-prof`) and sums its samples: self time per function
 * and per place (a package of node_modules, a folder of the project, Node's internals, GC, idle), so
 * that where a request's time goes shows whatever the machine's load.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds from the previous sample (the first from startTime). */
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  /** Busy time: everything but `(idle)`. */
  busyMs: number;
  functions: Array<{ name: string; ms: number }>;
  places: Array<{ name: string; ms: number }>;
}

/** Where a frame's code lives: `pkg:<name>`, `project:<folder>`, `node:<module>`, or a V8 pseudo-frame. */
export function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `pkg:${pkg[1]}`;
  if (url.startsWith('node:')) return url;
  const project = /\/work\/[^/]+\/([^/]+(?:\/[^/]+)?)\//.exec(url);
  if (project) return `project:${project[1]}`;
  return url;
}

/** Sums the samples taken `skipMs` after the profile began (skip the start-up: module loading). */
export function summarizeProfile(file: string, options: { skipMs?: number; top?: number } = {}): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const from = profile.startTime + (options.skipMs ?? 0) * 1000;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  let first: number | undefined;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < from) continue;
    first ??= at;
    const id = profile.samples[i] as number;
    // A sample stands for the time until the next one.
    const next = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(id, (selfUs.get(id) ?? 0) + next);
  }
  const totalMs = (profile.endTime - (first ?? profile.endTime)) / 1000;
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const ms = us / 1000;
    const { functionName, url, lineNumber } = node.callFrame;
    const short = url.replace(/^file:\/\/\/work\/[^/]+\//, '').replace(/^.*node_modules\//, '');
    const name = `${functionName || '(anonymous)'} ${short}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    const place = placeOf(url, functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) => [...m].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  const top = options.top ?? 25;
  return {
    totalMs,
    busyMs: totalMs - (byPlace.get('(idle)') ?? 0),
    functions: sorted(byFunction).slice(0, top),
    places: sorted(byPlace).slice(0, top),
  };
}

export function printSummary(summary: ProfileSummary, log: (line: string) => void): void {
  const pct = (ms: number) => `${((ms / Math.max(summary.busyMs, 1)) * 100).toFixed(1).padStart(5)}%`;
  log(`  profile: ${(summary.totalMs / 1000).toFixed(1)} s, busy ${(summary.busyMs / 1000).toFixed(1)} s (percentages of busy time)`);
  log('  by place:');
  for (const p of summary.places.filter((p) => p.name !== '(idle)')) log(`    ${pct(p.ms)}  ${p.name}`);
  log('  by function (self):');
  for (const f of summary.functions.filter((f) => !f.name.startsWith('(idle)'))) log(`    ${pct(f.ms)}  ${f.name}`);
}
