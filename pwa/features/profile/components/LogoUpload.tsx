import { useRef, useState, type ChangeEvent } from 'react';
import { acceptAttribute, LOGO_PICKER_EXTENSIONS, logoFileError } from '@domain/files';
import { IMAGE_CROP } from '@domain/constants';
import { ACCOUNT_NOTICES, NOTICE_TITLES } from '@domain/notices';
import type { SessionUser } from '@/lib/store';
import { Button } from '@/ui/Button';
import { ImageCropper } from '@/ui/ImageCropper';
import { toastError, toastSuccess } from '@/ui/toast';
import { useUploadLogo } from '../requests/profile-requests';

/**
 * The company logo: pick a file (the spec's list: pdf, jpeg, jpg, gif, png), crop it at 1:1 in the
 * 'Éditez votre image' dialog, and upload the PNG at once. PDF and GIF cannot be cropped and are
 * refused with the image type message (docs/api-contract.md).
 */
export function LogoUpload({ user }: { user: SessionUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const upload = useUploadLogo();
  const logo = user.entreprise?.logo?.url;

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = logoFileError(file);
    if (refused) toastError(refused);
    else setPicked(file);
  };

  const handleCropped = async (blob: Blob, name: string) => {
    setPicked(null);
    try {
      await upload.mutateAsync({ blob, name });
      toastSuccess(ACCOUNT_NOTICES.logoUpdated, NOTICE_TITLES.updated);
    } catch {
      toastError(ACCOUNT_NOTICES.logoUploadFailed);
    }
  };

  return (
    <div className="logo-upload">
      <div className="logo-upload__preview">
        {logo ? <img src={logo} alt="Logo de l’entreprise" width={96} height={96} /> : <span aria-hidden="true">Logo</span>}
      </div>
      <div className="logo-upload__actions">
        <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => inputRef.current?.click()}>
          {logo ? 'Changer le logo' : 'Ajouter un logo'}
        </Button>
        <p className="logo-upload__hint">Image jpg ou png, 2 Mo au plus, recadrée au carré.</p>
        <input
          ref={inputRef}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Choisir le logo de l’entreprise"
          accept={acceptAttribute(LOGO_PICKER_EXTENSIONS)}
          onChange={handlePick}
        />
      </div>
      {picked && (
        <ImageCropper
          file={picked}
          aspect={IMAGE_CROP.logoRatio}
          outputType="image/png"
          quality={IMAGE_CROP.quality}
          maxWidth={512}
          onCancel={() => setPicked(null)}
          onDone={handleCropped}
        />
      )}
    </div>
  );
}
