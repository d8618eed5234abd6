import { useCallback, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { formatEuros } from '@domain/money-format';
import type { Participant } from '@domain/participants';
import { PotUnavailable, usePot } from '@/lib/pot';
import { parsePotId, potPageUrl } from '@/lib/pot-paths';
import { QrCanvas } from '@/ui/QrCanvas';
import { ConnectionNotice } from './ConnectionNotice';
import { LiveGifts } from './LiveGifts';
import { mergeGifts } from './live-gifts';
import { useLatestGifts } from './useLatestGifts';
import { useLiveStream } from './useLiveStream';
import { useWakeLock } from './useWakeLock';
import './live-screen.css';

/** The code's side on the screen (qrcode.react sets its size inline, so it is given here, not in CSS). */
const CODE_SIZE = { width: 'min(58vh, 36vw)', height: 'min(58vh, 36vw)' };

const giftsLabel = (count: number) => (count > 1 ? 'dons' : 'don');

/**
 * /participate/{id}/ecran: the pot on a projector or a TV at the event (landscape, read from the back
 * of the room): its name and charity, the QR code of its page, the total and the number of gifts, and
 * the last gifts as they come (the live stream), with what the participants list would show.
 */
export function LiveScreenPage() {
  const params = useParams();
  const id = parsePotId(params.id) ?? 0;
  const pot = usePot(id, null, id > 0);
  const [streamed, setStreamed] = useState<Participant[]>([]);
  const latest = useLatestGifts(id, id > 0);
  const handleGift = useCallback((gift: Participant) => setStreamed((gifts) => mergeGifts(gifts, [gift])), []);
  const { totals, connection } = useLiveStream(id, id > 0 && pot.data?.is_active === true, {
    onGift: handleGift,
    onRestored: () => void latest.refetch(),
  });
  useWakeLock();

  if (id <= 0 || pot.data?.is_active === false) return <Navigate to="/" replace />;
  if (!pot.data) return <PotUnavailable failed={pot.isError} className="live-screen__error" />;
  const data = pot.data;
  const total = totals?.total ?? data.donations_total_amount;
  const count = totals?.donationsCount ?? data.donations_count;
  const gifts = mergeGifts(latest.data ?? [], streamed);
  const url = potPageUrl(data.id);
  const style = data.color ? ({ '--pot-color': data.color } as React.CSSProperties) : undefined;

  return (
    <div className="live-screen" style={style}>
      <title>{`Écran de l’événement — ${data.name}`}</title>
      <div className="live-screen__main">
        <header className="live-screen__head">
          <p className="live-screen__event">{data.event_type.name}</p>
          <h1 className="live-screen__title">{data.name}</h1>
          <p className="live-screen__charity">
            au profit de <strong>{data.assoc.name}</strong>
          </p>
        </header>
        <dl className="live-screen__figures">
          <div className="live-screen__figure live-screen__figure--total">
            <dt>collectés</dt>
            <dd data-testid="live-total">{formatEuros(total)}</dd>
          </div>
          <div className="live-screen__figure">
            <dt>{giftsLabel(count)}</dt>
            <dd data-testid="live-count">{count}</dd>
          </div>
        </dl>
        <LiveGifts gifts={gifts} />
      </div>
      <aside className="live-screen__qr" aria-labelledby="live-qr-title">
        <QrCanvas value={url} size={1024} marginSize={2} label="QR code de la cagnotte" className="live-screen__code" style={CODE_SIZE} />
        <p id="live-qr-title" className="live-screen__scan">
          Scannez pour participer
        </p>
        <p className="live-screen__url">{url.replace(/^https?:\/\//u, '')}</p>
      </aside>
      <ConnectionNotice connection={connection} />
    </div>
  );
}
