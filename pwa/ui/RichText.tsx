import { useMemo } from 'react';
import { sanitizeRichText } from '@/lib/safe-html';

/** A charity's rich text, reduced to harmless tags before it is shown. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: safe }} />;
}
