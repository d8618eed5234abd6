// Images are compressed before they are kept in the draft and sent (browser-image-compression, in
// the page: its web worker would load its script from a CDN, which the CSP forbids). The banner
// becomes a JPEG under 1 MB (the spec names the uploaded banner .jpg); the logo stays a PNG.
import imageCompression from 'browser-image-compression';

export type ImageKind = 'banner' | 'logo';

const OPTIONS: Record<ImageKind, Parameters<typeof imageCompression>[1]> = {
  banner: { maxSizeMB: 1, maxWidthOrHeight: 1920, fileType: 'image/jpeg', initialQuality: 0.85, useWebWorker: false },
  logo: { maxSizeMB: 1, maxWidthOrHeight: 1024, useWebWorker: false },
};

/** The compressed image, or the cropped one when it cannot be compressed. */
export async function compressImage(blob: Blob, name: string, kind: ImageKind): Promise<Blob> {
  try {
    const file = blob instanceof File ? blob : new File([blob], name, { type: blob.type || 'image/png' });
    return await imageCompression(file, OPTIONS[kind]);
  } catch {
    return blob;
  }
}
