// Where the share buttons send a pot's address: the three social networks (in a 550x450 window, as
// the spec says), an e-mail draft, and the text of the native share sheet.

export type ShareTarget = { network: 'facebook' | 'twitter' | 'linkedin'; label: string; href: string };

export function socialShareLinks(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  return [
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'twitter', label: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/** A mailto: link with the pot's name and address. */
export function mailtoLink(url: string, title: string): string {
  const subject = `Participez à la cagnotte « ${title} »`;
  const body = `Bonjour,\n\nJe soutiens une association avec la cagnotte solidaire « ${title} ». Vous pouvez participer ici :\n${url}\n\nMerci !`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The text the native share sheet carries with the link. */
export function shareText(title: string): string {
  return `Participez à la cagnotte solidaire « ${title} » sur Entraide`;
}

/** Opens a share page in a 550x450 window; returns false when the browser refused the window. */
export function openShareWindow(href: string): boolean {
  const left = Math.max(0, Math.round((window.screen.width - 550) / 2));
  const top = Math.max(0, Math.round((window.screen.height - 450) / 2));
  const opened = window.open(href, 'entraide-share', `width=550,height=450,left=${left},top=${top},noopener,noreferrer`);
  return opened !== null;
}
