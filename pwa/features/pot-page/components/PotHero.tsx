import { Link } from '@/lib/navigation';
import { BANNER_SIZES } from '@domain/pot-images';
import type { PublicPot } from '@domain/public-pot';
import { potBannerUrl } from '@domain/public-pot-view';
import { CharityLogo } from '@/ui/charities/CharityLogo';
import { editPotPath } from '@/lib/pot-paths';

/** The pot's banner (its own files as WebP and original sources, else the charity's banner or logo). */
function Banner({ pot }: { pot: PublicPot }) {
  const webp = pot.banner.images.filter((image) => image.type === 'image/webp');
  const original = pot.banner.images.filter((image) => image.type !== 'image/webp');
  const srcset = (list: typeof webp) => list.map((image) => `${image.url} ${image.width}w`).join(', ');
  const fallback = potBannerUrl(pot);
  if (original.length > 0) {
    const largest = original.at(-1)!;
    return (
      <picture>
        <source type="image/webp" srcSet={srcset(webp)} sizes={BANNER_SIZES} />
        <img
          className="pot-hero__banner"
          src={largest.url}
          srcSet={srcset(original)}
          sizes={BANNER_SIZES}
          width={largest.width}
          height={largest.height}
          alt=""
          fetchPriority="high"
        />
      </picture>
    );
  }
  if (fallback) return <img className="pot-hero__banner" src={fallback} alt="" width={1120} height={400} fetchPriority="high" />;
  return (
    <div className="pot-hero__banner pot-hero__banner--logo">
      <CharityLogo name={pot.assoc.name} url={pot.assoc.logo.url} size={120} />
    </div>
  );
}

/** Banner, company logo, and the edit pencil for the creator of an open pot. */
export function PotHero({ pot }: { pot: PublicPot }) {
  const logo = pot.created_by.entreprise?.logo?.url;
  return (
    <div className="pot-hero">
      <Banner pot={pot} />
      {logo && (
        <img
          className="pot-hero__company-logo"
          src={logo}
          alt={`Logo de ${pot.created_by.entreprise?.enterprise_name}`}
          width={72}
          height={72}
        />
      )}
      {pot.can_edit && (
        <Link className="pot-hero__edit" to={editPotPath(pot)} aria-label="Modifier la cagnotte" title="Modifier la cagnotte">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
            />
          </svg>
        </Link>
      )}
    </div>
  );
}
