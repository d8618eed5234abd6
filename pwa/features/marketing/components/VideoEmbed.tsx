import { useState } from 'react';
import { describeVideo } from '@domain/video';
import '../marketing.css';

/**
 * A YouTube or Vimeo video behind a click: nothing is loaded from the video service until the visitor
 * presses play (no third-party request, hence no consent needed before). Renders nothing for a link
 * of another kind.
 */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const video = describeVideo(url);
  const src = video.embed_url ? `${video.embed_url}?autoplay=1${video.provider === 'vimeo' ? '&dnt=1' : '&rel=0'}` : null;
  if (!src) return null;

  return (
    <div className="video-embed">
      {playing ? (
        <iframe src={src} title={title} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
      ) : (
        <button type="button" className="video-embed__poster" onClick={() => setPlaying(true)}>
          <span className="video-embed__play" aria-hidden="true">
            ▶
          </span>
          <span className="video-embed__label">Lire la vidéo : {title}</span>
          <span className="video-embed__note">La vidéo est hébergée par {video.provider === 'vimeo' ? 'Vimeo' : 'YouTube'}.</span>
        </button>
      )}
    </div>
  );
}
