/**
 * Video links of charity pages (two services: YouTube and Vimeo). The thumbnail and the player address
 * are derived from the video's id, so no third party is called to look them up: YouTube's own
 * thumbnail address (i.ytimg.com), and for Vimeo, whose thumbnails need an API call, the vumbnail.com
 * address built from the id (the PWA falls back to its own placeholder when it cannot load).
 */
import type { Video } from './directory';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

/** The YouTube id of a watch, short, embed or youtu.be link; null otherwise. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = hostOf(url);
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v') id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The Vimeo id of a vimeo.com or player.vimeo.com link (the last numeric path segment); null otherwise. */
export function vimeoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = hostOf(url);
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const numeric = url.pathname.split('/').filter((part) => VIMEO_ID.test(part));
  return numeric.at(-1) ?? null;
}

/** The video of a charity: provider, player and thumbnail derived from the link; all null without one. */
export function describeVideo(link: string | null | undefined): Video {
  const url = link?.trim() || null;
  if (url === null) return { url: null, provider: null, embed_url: null, thumbnail: { url: null } };
  const yt = youtubeId(url);
  if (yt !== null) {
    return {
      url,
      provider: 'youtube',
      embed_url: `https://www.youtube-nocookie.com/embed/${yt}`,
      thumbnail: { url: `https://i.ytimg.com/vi/${yt}/hqdefault.jpg` },
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo !== null) {
    return {
      url,
      provider: 'vimeo',
      embed_url: `https://player.vimeo.com/video/${vimeo}`,
      thumbnail: { url: `https://vumbnail.com/${vimeo}.jpg` },
    };
  }
  // Another service: the link is kept (shown as a plain link), with nothing to frame.
  return { url, provider: null, embed_url: null, thumbnail: { url: null } };
}
