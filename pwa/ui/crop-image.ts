// Canvas work behind ImageCropper: cut the chosen area, scale it down (never up) and encode it.

export type PixelArea = { x: number; y: number; width: number; height: number };

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * The output file name: the original base name with the extension of the output type.
 * Accents and special characters are replaced, since uploads refuse them (pot wizard hint).
 */
export function renameWithExtension(name: string, type: string): string {
  const extension = EXTENSIONS[type] ?? 'png';
  const base = name
    .replace(/\.[^./\\]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'image'}.${extension}`;
}

/** The size of the output: the cropped area, reduced to maxWidth when it is wider (never enlarged). */
export function outputSize(area: PixelArea, maxWidth?: number): { width: number; height: number } {
  const scale = maxWidth && area.width > maxWidth ? maxWidth / area.width : 1;
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be decoded'));
    image.src = src;
  });
}

type CropOptions = { type: string; quality: number; maxWidth?: number };

/** Draws `area` of the image at `src` into a canvas and encodes it as `type` at `quality` (0 to 1). */
export async function cropImage(src: string, area: PixelArea, { type, quality, maxWidth }: CropOptions): Promise<Blob> {
  const image = await loadImage(src);
  const { width, height } = outputSize(area, maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('image could not be encoded'))), type, quality);
  });
}
