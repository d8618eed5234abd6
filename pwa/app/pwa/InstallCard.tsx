import { Button } from '@/ui/Button';
import type { InvitationKind } from './install-invitation';

type Props = { kind: NonNullable<InvitationKind>; onInstall: () => void; onLater: () => void };

/** The install card at the bottom of the screen, loaded when InstallInvitation decides it shows. */
export default function InstallCard({ kind, onInstall, onLater }: Props) {
  return (
    <section className="install-card" aria-labelledby="install-card-title" data-testid="install-invitation">
      <img src="/icons/icon-192.png" alt="" width="48" height="48" className="install-card__icon" />
      <div className="install-card__body">
        <h2 id="install-card-title" className="install-card__title">
          Installer Entraide sur votre téléphone
        </h2>
        {kind === 'prompt' ? (
          <p className="install-card__text">Retrouvez vos cagnottes d’un geste, même avec une connexion faible.</p>
        ) : (
          <ol className="install-card__steps" aria-label="Ajouter à l’écran d’accueil">
            <li>
              Touchez le bouton Partager <ShareIcon /> en bas de l’écran.
            </li>
            <li>Choisissez « Sur l’écran d’accueil » (Ajouter à l’écran d’accueil).</li>
            <li>Touchez « Ajouter » : Entraide s’ouvre depuis son icône.</li>
          </ol>
        )}
        <div className="install-card__actions">
          {kind === 'prompt' && (
            <Button size="sm" onClick={onInstall}>
              Installer
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onLater}>
            {kind === 'prompt' ? 'Plus tard' : 'J’ai compris'}
          </Button>
        </div>
      </div>
    </section>
  );
}

function ShareIcon() {
  return (
    <svg
      className="install-card__share"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      role="img"
      aria-label="(carré avec une flèche vers le haut)"
    >
      <path d="M12 3l4 4-1.4 1.4L13 6.8V15h-2V6.8L9.4 8.4 8 7zM5 10h3v2H7v7h10v-7h-1v-2h3v11H5z" fill="currentColor" />
    </svg>
  );
}
