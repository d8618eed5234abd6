import { useEffect } from 'react';
import { canSharePot } from '@domain/public-pot-view';
import type { PublicPot } from '@domain/public-pot';
import { useStorePot } from '@/lib/pot';
import { whenIdle } from '@/lib/when-idle';
import { preloadModal } from '@/ui/LazyModal';
import { CharityBlock } from './CharityBlock';
import { ClosePotButton } from './ClosePotButton';
import { SharePanel } from './SharePanel';

/**
 * The pot page's side column: sharing (links, QR code), the charity, the organiser's closing button. Its
 * own module, loaded lazily by PotPage (pwa/ui/lazy-part.tsx): none of it is needed to give.
 */
export function PotSide({ pot, userId }: { pot: PublicPot; userId: number | null }) {
  const storePot = useStorePot();
  useEffect(() => whenIdle(preloadModal), []); // the side column's dialogs (share, 'Qui sommes-nous ?', closing)
  return (
    <aside className="pot-page__side">
      {canSharePot(pot, pot.can_edit) && <SharePanel pot={pot} signedIn={userId !== null} />}
      <CharityBlock charity={pot.assoc} />
      {pot.can_edit && <ClosePotButton pot={pot} onClosed={(closed) => storePot(closed, userId)} />}
    </aside>
  );
}
