/**
 * A session's device as its owner can recognise it ('Firefox sur Windows', 'Safari sur iPhone'), made
 * from the User-Agent header. Only this summary is stored: no version numbers, no raw header, no address
 * (less personal data, and nothing that fingerprints the person). Null when nothing is recognised.
 */

/** Browsers, most specific first (Edge and Opera also say Chrome; Chrome also says Safari). */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrom(e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, most specific first (iPhones say 'like Mac OS X', Android says Linux). */
const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Longest header read: a real User-Agent is a few hundred characters. */
const MAX_HEADER = 512;

const first = (table: Array<[RegExp, string]>, header: string) => table.find(([pattern]) => pattern.test(header))?.[1];

export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const header = userAgent.slice(0, MAX_HEADER);
  const browser = first(BROWSERS, header);
  const system = first(SYSTEMS, header);
  if (browser && system) return `${browser} sur ${system}`;
  return browser ?? system ?? null;
}
