// Sets a page's meta tags (description, keywords, Open Graph) on the document's own tags, creating the
// missing ones, and puts the previous values back when the page goes: index.html already carries a
// description, which a rendered <meta> would only duplicate.
import { useEffect } from 'react';

/** Tag key ('name=description', 'property=og:image') to content; null leaves the tag out. */
export type PageMeta = Record<string, string | null | undefined>;

export function usePageMeta(meta: PageMeta): void {
  const serialized = JSON.stringify(meta);
  useEffect(() => {
    const entries = Object.entries(JSON.parse(serialized) as PageMeta);
    const undo: Array<() => void> = [];
    for (const [key, content] of entries) {
      if (content === null || content === undefined) continue;
      const [attribute, value] = key.split('=') as [string, string];
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${value}"]`);
      if (tag) {
        const previous = tag.content;
        const existing = tag;
        undo.push(() => {
          existing.content = previous;
        });
      } else {
        tag = document.createElement('meta');
        tag.setAttribute(attribute, value);
        document.head.append(tag);
        const created = tag;
        undo.push(() => created.remove());
      }
      tag.content = content;
    }
    return () => undo.forEach((restore) => restore());
  }, [serialized]);
}
