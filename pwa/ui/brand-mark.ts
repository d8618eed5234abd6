// The Entraide mark: a heart cradled by two open hands, drawn on a 512 x 512 grid.
// Shared by the header logo (pwa/ui/Logo.tsx) and the icon generator (pwa/scripts/make-icons.ts).

export const BRAND_COLOR = '#eb3192';

/** The heart and the two palms, all filled (white on the brand colour). */
export const MARK_PATHS = [
  'M256 300 C256 300 160 240 160 182 C160 148 186 126 216 126 C236 126 250 137 256 152 ' +
    'C262 137 276 126 296 126 C326 126 352 148 352 182 C352 240 256 300 256 300 Z',
  'M92 196 C92 180 114 174 122 190 C146 256 184 312 246 328 L246 386 C150 378 94 302 92 196 Z',
  'M420 196 C420 180 398 174 390 190 C366 256 328 312 266 328 L266 386 C362 378 418 302 420 196 Z',
] as const;

/**
 * The mark as SVG markup on a 512 x 512 canvas.
 * @param scale size of the motif relative to the canvas (maskable icons keep it in the safe zone)
 * @param radius corner radius of the background (0 for full-bleed icons)
 */
export function brandMarkSvg(scale = 1, radius = 112): string {
  const offset = 256 * (1 - scale);
  const paths = MARK_PATHS.map((d) => `<path d="${d}" fill="#fff"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` +
    `<rect width="512" height="512" rx="${radius}" fill="${BRAND_COLOR}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${paths}</g></svg>`
  );
}
