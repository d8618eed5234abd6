import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_CROP } from '@domain/constants';
import { acceptAttribute, IMAGE_EXTENSIONS, imageFileError } from '@domain/files';
import { GENERIC_NOTICES } from '@domain/notices';
import { Button } from '@/ui/Button';
import { ImageCropper } from '@/ui/ImageCropper';
import { toastError } from '@/ui/toast';
import { compressImage, type ImageKind } from '../draft/compress-image';

type ImagePickerProps = {
  kind: ImageKind;
  label: string;
  /** The image chosen and kept in the draft. */
  blob: Blob | null;
  /** What is shown when none is chosen (the pot's banner, the charity's). */
  fallbackUrl: string | null;
  onPicked: (blob: Blob, name: string) => void;
  /** Shown when set: returns to the default image. */
  onReset?: () => void;
  resetLabel?: string;
  disabled?: boolean;
};

function useBlobUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

/**
 * An image of the pot: click the preview (or the button) to choose a jpg or png of 2 MB at most, crop
 * it (banner 2.8, logo 1:1, 1920 px wide at most), and it is compressed into the draft.
 */
export function ImagePicker({ kind, label, blob, fallbackUrl, onPicked, onReset, resetLabel, disabled }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useBlobUrl(blob) ?? fallbackUrl;
  const hintId = useId();
  const aspect = kind === 'banner' ? IMAGE_CROP.bannerRatio : IMAGE_CROP.logoRatio;

  function handleFile(chosen: File | undefined) {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const error = imageFileError(chosen);
    if (error) toastError(error);
    else setFile(chosen);
  }

  async function handleCropped(cropped: Blob, name: string) {
    setFile(null);
    setBusy(true);
    onPicked(await compressImage(cropped, name, kind), name);
    setBusy(false);
  }

  return (
    <div className={`image-picker image-picker--${kind}`}>
      <p className="field__label">{label}</p>
      <button
        type="button"
        className="image-picker__preview"
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={hintId}
      >
        {preview ? <img src={preview} alt="" /> : <span className="image-picker__empty">Aucune image</span>}
        <span className="visually-hidden">{`Changer : ${label}`}</span>
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute(IMAGE_EXTENSIONS)}
        onChange={(event) => handleFile(event.target.files?.[0])}
      />
      <p id={hintId} className="field__hint">
        Format jpg, jpeg ou png, 2 Mo maximum. Le nom du fichier ne doit pas contenir de caractères spéciaux ou accentués.
      </p>
      <div className="image-picker__actions">
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} loading={busy} disabled={disabled}>
          Changer l’image
        </Button>
        {onReset && (
          <Button variant="ghost" size="sm" onClick={onReset} disabled={disabled}>
            {resetLabel}
          </Button>
        )}
      </div>
      {file && (
        <ImageCropper
          file={file}
          aspect={aspect}
          maxWidth={IMAGE_CROP.width}
          quality={IMAGE_CROP.quality}
          onCancel={() => {
            setFile(null);
            toastError(GENERIC_NOTICES.cropDismissed);
          }}
          onDone={(cropped, name) => void handleCropped(cropped, name)}
        />
      )}
    </div>
  );
}
