import { useEffect, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Modal } from './Modal';
import { cropImage, renameWithExtension } from './crop-image';
import './image-cropper.css';

type Source = { file: File; src?: never; fileName?: never } | { src: string; fileName?: string; file?: never };

export type ImageCropperProps = Source & {
  /** Width / height of the crop: 2.8 for pot banners, 1 for logos. */
  aspect: number;
  outputType?: 'image/png' | 'image/jpeg' | 'image/webp';
  /** Encoder quality from 0 to 1 (ignored by browsers for PNG). */
  quality?: number;
  /** The output is scaled down to this width when wider; it is never enlarged. */
  maxWidth?: number;
  onCancel: () => void;
  onDone: (blob: Blob, fileName: string) => void;
};

function useObjectUrl(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function nameFromSrc(src: string): string {
  const last = src.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return src.startsWith('data:') || src.startsWith('blob:') ? 'image' : decodeURIComponent(last);
}

/** The 'Éditez votre image' dialog: move and zoom the image, then Valider gives the cropped Blob. */
export function ImageCropper(props: ImageCropperProps) {
  const { aspect, outputType = 'image/png', quality = 0.5, maxWidth, onCancel, onDone } = props;
  const objectUrl = useObjectUrl(props.file);
  const src = props.file ? objectUrl : props.src;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function handleValidate() {
    if (!src || !area) return;
    setBusy(true);
    setFailed(false);
    try {
      const blob = await cropImage(src, area, { type: outputType, quality, maxWidth });
      const originalName = props.file?.name ?? props.fileName ?? nameFromSrc(src);
      onDone(blob, renameWithExtension(originalName, outputType));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Modal
      title="Éditez votre image"
      onClose={onCancel}
      closeOnBackdrop={false}
      size="lg"
      actions={{ onClick: () => void handleValidate(), loading: busy, disabled: !area, children: 'Valider' }}
    >
      <p className="cropper__help">Faites glisser l’image pour la cadrer et utilisez le zoom pour l’ajuster.</p>
      <div className="cropper__area">
        {src && (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            mediaProps={{ alt: 'Image à recadrer' }}
          />
        )}
      </div>
      <label className="cropper__zoom">
        <span>Zoom</span>
        <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
      </label>
      {failed && (
        <p className="cropper__error" role="alert">
          Impossible de recadrer cette image. Essayez avec une autre image (jpg ou png).
        </p>
      )}
    </Modal>
  );
}
