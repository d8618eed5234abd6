import { useState } from 'react';
import type { Association } from '@domain/directory';

/** Our own poster for a video whose thumbnail cannot be shown (offline, or the service refused it). */
const VIDEO_PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270"><rect width="480" height="270" fill="#2b1a24"/>' +
      '<text x="240" y="215" fill="#fde8f2" font-family="Arial,sans-serif" font-size="22" text-anchor="middle">Vidéo</text></svg>',
  );

/** The video as a poster (thumbnail derived from its id) that loads the player only when asked. */
export function VideoPlayer({ charity }: { charity: Association }) {
  const { video } = charity;
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  if (!video.url) return null;
  if (!video.embed_url) {
    return (
      <p>
        <a href={video.url} target="_blank" rel="noopener noreferrer">
          Voir la vidéo de l’association
        </a>
      </p>
    );
  }
  if (playing) {
    return (
      <div className="video">
        <iframe
          className="video__frame"
          src={`${video.embed_url}?autoplay=1`}
          title={`Vidéo de ${charity.name}`}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
        />
      </div>
    );
  }
  const poster = posterFailed || !video.thumbnail.url || !navigator.onLine ? VIDEO_PLACEHOLDER : video.thumbnail.url;
  return (
    <div className="video">
      <button type="button" className="video__poster" onClick={() => setPlaying(true)} disabled={!navigator.onLine}>
        <img src={poster} alt="" onError={() => setPosterFailed(true)} />
        <span className="video__play" aria-hidden="true" />
        <span className="visually-hidden">Lire la vidéo de {charity.name}</span>
      </button>
    </div>
  );
}

/** The charity's slideshow: one image at a time, previous and next buttons. */
export function Slideshow({ charity }: { charity: Association }) {
  const slides = charity.diaporamas;
  const [index, setIndex] = useState(0);
  if (slides.length === 0) return null;
  const current = slides[Math.min(index, slides.length - 1)];
  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length);
  return (
    <section className="slideshow" aria-roledescription="carrousel" aria-label={`Photos de ${charity.name}`}>
      <div className="slideshow__frame">
        <img src={current?.value.url} alt={`Photo ${index + 1} sur ${slides.length} de ${charity.name}`} />
      </div>
      {slides.length > 1 && (
        <div className="slideshow__controls">
          <button type="button" className="slideshow__button" onClick={() => go(-1)} aria-label="Photo précédente">
            <span aria-hidden="true">‹</span>
          </button>
          <span aria-live="polite">
            {index + 1} / {slides.length}
          </span>
          <button type="button" className="slideshow__button" onClick={() => go(1)} aria-label="Photo suivante">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
