// When to invite people to install the app: after creating a pot, or from the second
// visit; never on the donation path, never once installed, and not again for 30 days after 'Plus tard'.
// Browsers with `beforeinstallprompt` (Chromium) get their own install dialog; iOS, which has
// none, gets the 'Ajouter à l'écran d'accueil' steps; other browsers get nothing.

/** Chromium's install event (not in the DOM typings). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export const VISITS_KEY = 'entraide:visits';
export const SESSION_KEY = 'entraide:visit-counted';
export const DISMISSED_KEY = 'entraide:install-dismissed';
export const CREATED_KEY = 'entraide:pot-created';
const SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Keeps the browser's install event for later (called once, as early as possible). */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the app chooses the moment
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    notify();
  });
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const installPrompt = (): InstallPromptEvent | null => deferred;

/** Shows the browser's install dialog; true if the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  notify();
  return outcome === 'accepted';
}

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage blocked: no invitation rather than an error
  }
}

/** Counts this visit once per browser session; returns the number of visits so far. */
export function countVisit(): number {
  const local = storage('local');
  const session = storage('session');
  if (!local || !session) return 0;
  const visits = Number(local.getItem(VISITS_KEY)) || 0;
  if (session.getItem(SESSION_KEY)) return visits;
  session.setItem(SESSION_KEY, '1');
  local.setItem(VISITS_KEY, String(visits + 1));
  return visits + 1;
}

export function markPotCreated(): void {
  storage('session')?.setItem(CREATED_KEY, '1');
}

export function dismissInvitation(now = Date.now()): void {
  storage('local')?.setItem(DISMISSED_KEY, String(now));
  storage('session')?.removeItem(CREATED_KEY);
}

export function isStandalone(): boolean {
  return (
    installed ||
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * iPhone or iPad (iPadOS says Macintosh, with touch): no install event, the Share menu's
 * 'Sur l'écran d'accueil' installs (in Safari, and in the other iOS browsers since iOS 16.4).
 */
export function isIos(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
}

export type InvitationKind = 'prompt' | 'ios' | null;

export type InvitationContext = {
  pathname: string;
  visits: number;
  potJustCreated: boolean;
  donationPath: boolean;
  paymentPage: boolean;
  standalone: boolean;
  dismissedAt: number | null;
  hasPrompt: boolean;
  ios: boolean;
  now: number;
};

/** Which invitation to show, if any. */
export function invitationFor(ctx: InvitationContext): InvitationKind {
  if (ctx.standalone) return null;
  if (ctx.dismissedAt !== null && ctx.now - ctx.dismissedAt < SNOOZE_MS) return null;
  if (ctx.paymentPage || (ctx.donationPath && !ctx.potJustCreated)) return null;
  if (!ctx.potJustCreated && ctx.visits < 2) return null;
  if (ctx.hasPrompt) return 'prompt';
  return ctx.ios ? 'ios' : null;
}

export function readDismissedAt(): number | null {
  const value = Number(storage('local')?.getItem(DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function readPotJustCreated(): boolean {
  return storage('session')?.getItem(CREATED_KEY) === '1';
}
