import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from '@/lib/navigation';
import { NotFoundError } from '@/lib/api-client';
import { useSession } from '@/lib/store';
import { useRenderStage } from '@/ui/useRenderStage';
import { PotUnavailable, servedAt, usePot } from '@/lib/pot';
import { parsePotId } from '@/lib/pot-paths';
import { whenIdle } from '@/lib/when-idle';
import { lazyPart } from '@/ui/lazy-part';
import { DonationBox } from './DonationBox';
import { PotHero } from './PotHero';
import { PotStats } from './PotStats';
import '@/ui/field.css';
import '../pot-page.css';

// Below the first screen, each in a module of its own (the pot page's script budget, docs/performance.md):
// the first screen (banner, title, figures, the donation box) hydrates without them, they follow.
const PotTabs = lazyPart(async () => (await import('./PotTabs')).PotTabs);
const PotSide = lazyPart(async () => (await import('./PotSide')).PotSide);
const PaymentReturnNotice = lazyPart(async () => (await import('./PaymentReturnNotice')).PaymentReturnNotice);

/**
 * /participate/{id}: the public pot. It paints from the JSON the server inlined, then reads the pot
 * again for the signed-in caller (edit pencil, close button). A missing or inactive pot sends home.
 */
export function PotPage() {
  const params = useParams();
  const search = useSearchParams();
  const id = parsePotId(params.id) ?? 0;
  const valid = id > 0;
  const { user, status } = useSession();
  const userId = user?.id ?? null;
  const sessionSettled = status === 'ready' || status === 'unreachable';
  const pot = usePot(id, userId, valid && sessionSettled);
  const visitorPot = usePot(id, null, valid && !sessionSettled);
  // The server's clock first (the days left it wrote, which hydration takes over), then the phone's.
  const [now, setNow] = useState(() => new Date(servedAt() || Date.now()));
  useEffect(() => setNow(new Date()), []);
  useEffect(() => whenIdle(() => [PotTabs, PotSide].forEach((part) => part.preload())), []);
  const data = pot.data ?? visitorPot.data;
  // Rendered at once when the server wrote the page (hydration); else the first screen (banner, title,
  // figures) first, and the donation box, the tabs and the side column each in a later task.
  const stage = useRenderStage(3);

  if (!valid || pot.error instanceof NotFoundError || visitorPot.error instanceof NotFoundError) return <Navigate to="/" replace />;
  if (!data) return <PotUnavailable failed={pot.isError} className="pot-page__error container" />;
  if (!data.is_active) return <Navigate to="/" replace />;

  const signedIn = userId !== null;
  const style = data.color ? ({ '--pot-color': data.color } as React.CSSProperties) : undefined;
  return (
    <article className="pot-page" style={style} aria-labelledby="pot-title">
      <title>{`${data.name} — Entraide`}</title>
      <PotHero pot={data} />
      <div className="pot-page__body container">
        {search.get('transactionId') && <PaymentReturnNotice potId={data.id} transactionId={search.get('transactionId') ?? ''} />}
        <header className="pot-page__head">
          <p className="pot-page__event">{data.event_type.name}</p>
          <h1 id="pot-title" className="pot-page__title">
            {data.name}
          </h1>
          {data.is_locked && <p className="pot-page__locked">Partage réservé à l’organisateur</p>}
          <p className="pot-page__by">
            Organisée par <strong>{data.created_by.display_name}</strong> au profit de <strong>{data.assoc.name}</strong>
          </p>
        </header>
        <PotStats pot={data} now={now} />
        <div className="pot-page__columns">
          <div className="pot-page__main">
            {stage >= 1 && <DonationBox pot={data} signedIn={signedIn} />}
            {stage >= 2 && <PotTabs pot={data} />}
          </div>
          {stage >= 3 && <PotSide pot={data} userId={userId} />}
        </div>
      </div>
    </article>
  );
}
