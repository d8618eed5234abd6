import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { rendersServerMarkup } from '@/lib/server-markup';
import {
  dismissInvitation,
  installPrompt,
  invitationFor,
  isIos,
  isStandalone,
  promptInstall,
  readDismissedAt,
  readPotJustCreated,
  subscribeInstall,
} from './install-invitation';
import { isDonationPath, onlineOnlyKind } from './network-gate';

type Props = { pathname: string; visits: number };

// The card itself is fetched only when it shows: most visits never see it, and the pot page's first
// screen is not made to wait for its words (docs/performance.md, the pot page's budget).
const InstallCard = lazy(() => import('./InstallCard'));

/** The install card at the bottom of the screen (see install-invitation.ts for when it shows). */
export function InstallInvitation({ pathname, visits }: Props) {
  const prompt = useSyncExternalStore(subscribeInstall, installPrompt, () => null);
  const [closed, setClosed] = useState(false);
  // Never part of a server-written first screen (the server knows neither the phone nor the visits): while
  // hydrating, the card waits for the first commit, so that an iPhone's second visit hydrates what it got.
  const [afterHydration, setAfterHydration] = useState(() => !rendersServerMarkup());
  useEffect(() => {
    if (!afterHydration) setAfterHydration(true);
  }, [afterHydration]);

  // Whether the app runs installed is asked last (matchMedia costs a few ms on a slow phone's first
  // render, blocking time on a slow phone, docs/performance.md): it only ever removes an invitation the other rules would show.
  const candidate =
    closed || !afterHydration
      ? null
      : invitationFor({
          pathname,
          visits,
          potJustCreated: readPotJustCreated(),
          donationPath: isDonationPath(pathname),
          paymentPage: onlineOnlyKind(pathname) === 'payment',
          standalone: false,
          dismissedAt: readDismissedAt(),
          hasPrompt: prompt !== null,
          ios: isIos(),
          now: Date.now(),
        });
  const kind = candidate && !isStandalone() ? candidate : null;
  if (!kind) return null;

  const later = () => {
    dismissInvitation();
    setClosed(true);
  };
  const install = async () => {
    const accepted = await promptInstall();
    if (!accepted) dismissInvitation();
    setClosed(true);
  };

  return (
    <Suspense fallback={null}>
      <InstallCard kind={kind} onInstall={() => void install()} onLater={later} />
    </Suspense>
  );
}
