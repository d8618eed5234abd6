import { useState } from 'react';
import { charityInitials } from '@domain/text';
import './charity-logo.css';

type CharityLogoProps = { name: string; url: string | null; size: number; className?: string };

/** The charity's logo, or its initials when there is none or it cannot load (offline, not kept). */
export function CharityLogo({ name, url, size, className }: CharityLogoProps) {
  const [failed, setFailed] = useState(false);
  const classes = ['charity-logo', className].filter(Boolean).join(' ');
  if (!url || failed) {
    return (
      <span className={`${classes} charity-logo--initials`} style={{ width: size, height: size }} aria-hidden="true">
        {charityInitials(name)}
      </span>
    );
  }
  return <img className={classes} src={url} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(true)} />;
}
