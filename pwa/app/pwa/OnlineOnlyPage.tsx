import { Link } from '@/lib/navigation';
import type { OnlineOnlyKind } from './network-gate';

/**
 * What a page that needs the network shows while offline: payment pages say that paying needs a
 * connection (nothing was charged), personal areas that their data is not kept on the device. The
 * page itself comes back by itself when the connection does.
 */
export function OnlineOnlyPage({ kind, pathname }: { kind: OnlineOnlyKind; pathname: string }) {
  const pot = /^\/participate\/([^/]+)\//.exec(pathname)?.[1];
  return (
    <main id="contenu" className="online-only" tabIndex={-1}>
      <img src="/icons/icon-192.png" alt="" width="72" height="72" className="online-only__icon" />
      {kind === 'payment' ? (
        <>
          <h1>Connexion nécessaire pour payer</h1>
          <p>
            Le paiement se fait avec votre banque : il ne peut pas avoir lieu hors ligne, et rien n’a été débité. Dès que la connexion
            revient, cette page s’affiche d’elle-même.
          </p>
        </>
      ) : (
        <>
          <h1>Page indisponible hors ligne</h1>
          <p>
            Votre espace personnel n’est pas gardé sur cet appareil, pour protéger vos données. Il s’affichera dès que la connexion
            reviendra.
          </p>
        </>
      )}
      <p className="online-only__links">
        {pot ? <Link to={`/participate/${pot}`}>Retour à la cagnotte</Link> : <Link to="/">Retour à l’accueil</Link>}
      </p>
    </main>
  );
}
