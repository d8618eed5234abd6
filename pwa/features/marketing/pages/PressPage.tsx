import { truncatePressDescription, truncatePressTitle } from '@domain/text';
import { formatLongDate } from '@/lib/format';
import { useSiteLinks } from '../requests/site-links';
import { PageHero } from '../components/PageHero';
import { VideoEmbed } from '../components/VideoEmbed';
import { PRESS_ARTICLES, PRESS_CONTACT_EMAIL, PRESS_OUTLETS } from '../data/press';

const outletName = (slug: string) => PRESS_OUTLETS.find((outlet) => outlet.slug === slug)?.name ?? slug;

/** Press page: articles (titles cut at 60 characters, the first description at 180), video and contact. */
export function PressPage() {
  const { links } = useSiteLinks();
  return (
    <>
      <PageHero eyebrow="Presse" title="Entraide dans la presse">
        <p>Articles et reportages consacrés aux cagnottes solidaires et aux associations qui en bénéficient.</p>
      </PageHero>

      <section className="page-section container" aria-labelledby="articles-title">
        <h2 id="articles-title">Ils en parlent</h2>
        <ul className="card-grid card-grid--3">
          {PRESS_ARTICLES.map((article, index) => (
            <li key={article.id} className="card press-card">
              <img
                src={`/img/marketing/press/${article.outlet}.svg`}
                alt={outletName(article.outlet)}
                width="200"
                height="64"
                loading="lazy"
                decoding="async"
              />
              <p className="press-card__date">
                <time dateTime={article.date}>{formatLongDate(article.date)}</time>
              </p>
              <h3 title={article.title}>{truncatePressTitle(article.title)}</h3>
              <p>{index === 0 ? truncatePressDescription(article.description) : article.description}</p>
              <p className="card__actions">
                <a href={article.url} target="_blank" rel="noopener noreferrer">
                  Lire l’article<span className="visually-hidden"> « {article.title} » (nouvel onglet)</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
        <p className="note">Articles illustratifs : les médias et les articles présentés sont fictifs.</p>
      </section>

      {links.presentation_video_url && (
        <section className="page-section container" aria-labelledby="press-video-title">
          <h2 id="press-video-title">En vidéo</h2>
          <div className="video-frame">
            <VideoEmbed url={links.presentation_video_url} title="Présentation d’Entraide" />
          </div>
        </section>
      )}

      <section className="page-section container prose" aria-labelledby="press-contact-title">
        <h2 id="press-contact-title">Contact presse</h2>
        <p>
          Journalistes, pour une interview, des chiffres ou des témoignages d’organisateurs et d’associations, écrivez-nous à{' '}
          <a href={`mailto:${PRESS_CONTACT_EMAIL}`}>{PRESS_CONTACT_EMAIL}</a>.
        </p>
      </section>
    </>
  );
}
