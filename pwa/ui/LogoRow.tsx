import './logo-row.css';

/** An organisation shown by its logo: the file's name (`<slug>.svg`) and the organisation's name. */
export type NamedLogo = { slug: string; name: string };

type LogoRowProps = {
  logos: readonly NamedLogo[];
  /** The folder under /img/marketing/ that holds `<slug>.svg`. */
  folder: string;
  /** Width in pixels; every logo is 64 high. */
  width: number;
  /** Classes added to `logo-row`. */
  className?: string;
};

/** A row of logos (partners, press), each named by its text alternative, loaded when near the screen. */
export function LogoRow({ logos, folder, width, className }: LogoRowProps) {
  return (
    <ul className={className ? `logo-row ${className}` : 'logo-row'}>
      {logos.map((logo) => (
        <li key={logo.slug}>
          <img
            src={`/img/marketing/${folder}/${logo.slug}.svg`}
            alt={logo.name}
            width={width}
            height="64"
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
