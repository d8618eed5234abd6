// The charity's images: logo and banner (a new file replaces the old one) and the slideshow (added at
// the end, removed one by one). jpg, jpeg or png up to 2 MB, checked here and again by the API.
import { useId, type ChangeEvent } from 'react';
import { acceptAttribute, IMAGE_EXTENSIONS, imageFileError } from '@domain/files';
import { firstErrorMessage } from '@/lib/api-errors';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { toastError, toastSuccess } from '@/ui/toast';
import { useRemoveMedia, useUploadMedia } from '../requests/manager-requests';
import type { ManagerCharity } from '@domain/manager-types';

type Kind = 'logo' | 'banner' | 'diaporama';
const DONE: Record<Kind, string> = { logo: 'Logo remplacé.', banner: 'Bannière remplacée.', diaporama: 'Image ajoutée au diaporama.' };

function UploadButton({ charityId, kind, label }: { charityId: number; kind: Kind; label: string }) {
  const inputId = useId();
  const upload = useUploadMedia(charityId);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = imageFileError({ name: file.name, size: file.size, type: file.type });
    if (refused) {
      toastError(refused);
      return;
    }
    upload.mutate({ kind, file }, { onSuccess: () => toastSuccess(DONE[kind]), onError: (err) => toastError(firstErrorMessage(err)) });
  };
  return (
    <span className="mgr-upload">
      <input
        id={inputId}
        type="file"
        className="visually-hidden"
        accept={acceptAttribute(IMAGE_EXTENSIONS)}
        onChange={choose}
        disabled={upload.isPending}
      />
      <label htmlFor={inputId} className="btn btn--secondary btn--sm">
        {upload.isPending && <Spinner size="sm" />}
        {label}
      </label>
    </span>
  );
}

function Slide({ charityId, id, url, index }: { charityId: number; id: number; url: string; index: number }) {
  const remove = useRemoveMedia(charityId);
  return (
    <li className="mgr-media__slide">
      <img src={url} alt={`Image ${index + 1} du diaporama`} />
      <Button
        variant="ghost"
        size="sm"
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(id, {
            onSuccess: () => toastSuccess('Image retirée du diaporama.'),
            onError: (err) => toastError(firstErrorMessage(err)),
          })
        }
      >
        Retirer l’image {index + 1}
      </Button>
    </li>
  );
}

export function CharityMediaSection({ charity }: { charity: ManagerCharity }) {
  const slides = charity.media.filter((m) => m.kind === 'diaporama');
  return (
    <section className="mgr-section" aria-labelledby="mgr-media-title">
      <h2 id="mgr-media-title">Images</h2>
      <div className="mgr-media">
        <figure className="mgr-media__item">
          {charity.logo_path ? (
            <img src={charity.logo_path} alt="Logo actuel" className="mgr-media__logo" />
          ) : (
            <p className="mgr-empty">Pas de logo</p>
          )}
          <figcaption>
            <UploadButton charityId={charity.id} kind="logo" label={charity.logo_path ? 'Remplacer le logo' : 'Ajouter un logo'} />
          </figcaption>
        </figure>
        <figure className="mgr-media__item mgr-media__item--wide">
          {charity.banner_path ? (
            <img src={charity.banner_path} alt="Bannière actuelle" className="mgr-media__banner" />
          ) : (
            <p className="mgr-empty">Pas de bannière</p>
          )}
          <figcaption>
            <UploadButton
              charityId={charity.id}
              kind="banner"
              label={charity.banner_path ? 'Remplacer la bannière' : 'Ajouter une bannière'}
            />
          </figcaption>
        </figure>
      </div>
      <h3 className="mgr-subtitle">Diaporama</h3>
      {slides.length === 0 ? (
        <p className="mgr-empty">Aucune image dans le diaporama.</p>
      ) : (
        <ul className="mgr-media__slides">
          {slides.map((m, i) => (
            <Slide key={m.id} charityId={charity.id} id={m.id} url={m.url} index={i} />
          ))}
        </ul>
      )}
      <UploadButton charityId={charity.id} kind="diaporama" label="Ajouter une image au diaporama" />
    </section>
  );
}
