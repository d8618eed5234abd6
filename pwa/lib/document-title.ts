/**
 * Pages render `<title>` where they are; React 19 hoists it into the head, before the head's own title
 * (index.html's, or the one the server wrote), so the page's wins while it is shown and the head's comes
 * back when it goes. The SEO table's title (pwa/features/marketing/document-meta.ts) is written into the
 * head's own title, the last one, and so never replaces a title a page rendered.
 */
export function setSiteTitle(text: string): void {
  const titles = document.head.querySelectorAll('title');
  const own = titles[titles.length - 1];
  if (own) own.textContent = text;
  else document.title = text;
}
