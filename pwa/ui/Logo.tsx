import { BRAND_COLOR, MARK_PATHS } from './brand-mark';

type LogoProps = { size?: number; withWordmark?: boolean; className?: string };

/** The Entraide mark (heart in open hands) with the wordmark; decorative, name it on the link around it. */
export function Logo({ size = 36, withWordmark = true, className }: LogoProps) {
  return (
    <span className={['logo', className].filter(Boolean).join(' ')}>
      <svg viewBox="0 0 512 512" width={size} height={size} aria-hidden="true" focusable="false">
        <rect width="512" height="512" rx="120" fill={BRAND_COLOR} />
        {MARK_PATHS.map((d) => (
          <path key={d} d={d} fill="#fff" />
        ))}
      </svg>
      {withWordmark && <span className="logo__wordmark">Entraide</span>}
    </span>
  );
}
