/**
 * Reads a PDF back for tests (pdf.js, as bundled by unpdf without native canvas dependencies): its text (items joined, line breaks as spaces; pdfjs's text
 * extraction turns every white space, U+202F and U+00A0 included, into a plain space), the exact
 * characters its text operators draw (through the fonts' ToUnicode maps, U+202F kept), page sizes in
 * points, the permissions its encryption grants, and whether it has form fields.
 */
import { getResolvedPDFJS } from 'unpdf';

export interface ReadPdf {
  text: string;
  /** Every character drawn, in drawing order, without any separator or normalization. */
  drawn: string;
  /** The advance width (glyph space, 1/1000 em) of each character drawn, from the embedded font. */
  glyphWidths: Record<string, number>;
  pages: Array<{ width: number; height: number }>;
  /** The allowed operations, by pdfjs PermissionFlag name; null when the file is not restricted. */
  permissions: string[] | null;
  hasFormFields: boolean;
}

export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const { getDocument, OPS, PermissionFlag } = await getResolvedPDFJS();
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await task.promise;
  try {
    const texts: string[] = [];
    let drawn = '';
    const glyphWidths: Record<string, number> = {};
    const pages: ReadPdf['pages'] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      pages.push({ width: x1 - x0, height: y1 - y0 });
      // Without NFKC normalization, which would turn U+202F and U+00A0 into plain spaces.
      const content = await page.getTextContent({ disableNormalization: true });
      const operators = await page.getOperatorList();
      operators.fnArray.forEach((fn, i) => {
        if (fn !== OPS.showText) return;
        for (const glyph of operators.argsArray[i]![0] as unknown[]) {
          if (!glyph || typeof glyph !== 'object' || !('unicode' in glyph)) continue;
          const { unicode, width } = glyph as { unicode: string; width: number };
          drawn += unicode;
          glyphWidths[unicode] = width;
        }
      });
      texts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    const flags = await document.getPermissions();
    const names = Object.entries(PermissionFlag as Record<string, number>);
    return {
      text: texts.join('\n').replace(/[ \t\n\r]+/g, ' '),
      drawn,
      glyphWidths,
      pages,
      permissions: flags ? names.filter(([, value]) => flags.includes(value)).map(([name]) => name) : null,
      hasFormFields: Boolean(await document.getFieldObjects()),
    };
  } finally {
    await task.destroy();
  }
}
