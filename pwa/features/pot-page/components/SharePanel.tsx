import { lazy, Suspense, useState } from 'react';
import { POT_NOTICES } from '@domain/notices';
import type { PublicPot } from '@domain/public-pot';
import { Button } from '@/ui/Button';
import { potPageUrl } from '@/lib/pot-paths';
import { shareWithDevice } from '@/lib/web-share';
import { shareText } from '../share-links';
import { PotQrCode } from './PotQrCode';
import { ShareSheet } from './ShareSheet';

const ShareEmailsModal = lazy(async () => ({ default: (await import('./ShareEmailsModal')).ShareEmailsModal }));

type SharePanelProps = { pot: PublicPot; signedIn: boolean };

/**
 * 'Partager' opens the device's share sheet (Web Share API) and falls back to our own sheet (copy
 * link, e-mail, social networks); signed-in people may invite by e-mail; the QR code closes the panel.
 */
export function SharePanel({ pot, signedIn }: SharePanelProps) {
  const [sheet, setSheet] = useState(false);
  const [invite, setInvite] = useState(false);
  const url = potPageUrl(pot.id);

  async function share() {
    if (await shareWithDevice({ title: pot.name, text: shareText(pot.name), url })) return;
    setSheet(true);
  }

  return (
    <section className="share-panel" aria-labelledby="share-title">
      <h2 id="share-title" className="share-panel__title">
        Faites connaître la cagnotte
      </h2>
      <div className="share-panel__actions">
        <Button onClick={() => void share()} block>
          Partager
        </Button>
        {signedIn && (
          <Button variant="secondary" block onClick={() => setInvite(true)}>
            Inviter par e-mail
          </Button>
        )}
      </div>
      <PotQrCode url={url} potId={pot.id} organiser={pot.can_edit} />
      {sheet && <ShareSheet url={url} title={pot.name} onClose={() => setSheet(false)} />}
      {invite && (
        <Suspense fallback={null}>
          <ShareEmailsModal potId={pot.id} title={POT_NOTICES.shareModalTitle} onClose={() => setInvite(false)} />
        </Suspense>
      )}
    </section>
  );
}
