import { LazyModal } from '@/ui/LazyModal';
import { toastError, toastSuccess } from '@/ui/toast';
import { mailtoLink, openShareWindow, socialShareLinks } from '../share-links';

type ShareSheetProps = { url: string; title: string; onClose: () => void };

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toastSuccess('Le lien de la cagnotte est copié.', 'Lien copié');
  } catch {
    toastError('Le lien n’a pas pu être copié. Sélectionnez-le et copiez-le vous-même.');
  }
}

/** The fallback of the native share sheet: copy the link, an e-mail, the three social networks. */
export function ShareSheet({ url, title, onClose }: ShareSheetProps) {
  return (
    <LazyModal title="Partager la cagnotte" onClose={onClose}>
      <label className="share-sheet__label" htmlFor="share-sheet-url">
        Adresse de la cagnotte
      </label>
      <div className="share-sheet__copy">
        <input id="share-sheet-url" className="field__input" readOnly value={url} onFocus={(event) => event.target.select()} />
        <button type="button" className="btn btn--secondary btn--md" onClick={() => void copy(url)}>
          Copier le lien
        </button>
      </div>
      <ul className="share-sheet__list">
        <li>
          <a className="share-sheet__item" href={mailtoLink(url, title)}>
            Envoyer par e-mail
          </a>
        </li>
        {socialShareLinks(url, title).map((target) => (
          <li key={target.network}>
            <a
              className="share-sheet__item"
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                if (openShareWindow(target.href)) event.preventDefault();
              }}
            >
              {target.label}
              <span className="visually-hidden"> (nouvelle fenêtre)</span>
            </a>
          </li>
        ))}
      </ul>
    </LazyModal>
  );
}
