/** Public URL of a stored upload key ('logos/ab.png' -> '/uploads/logos/ab.png'). */
export function uploadUrl(key: string | null): string | null {
  return key ? `/uploads/${key}` : null;
}
