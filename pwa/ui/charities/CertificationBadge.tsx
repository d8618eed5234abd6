import type { ComponentPropsWithoutRef } from 'react';
import type { Association } from '@domain/directory';
import { certificationLabel } from '@/lib/charities/certification';

type CertificationBadgeProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'alt' | 'title' | 'width' | 'height'> & {
  charity: Pick<Association, 'certification' | 'assoc_path_certification'>;
  /** Width and height, in pixels. */
  size: number;
};

/** A charity's certification badge, named by its label (text alternative and tooltip). */
export function CertificationBadge({ charity, size, className, ...imgProps }: CertificationBadgeProps) {
  const label = certificationLabel(charity.certification);
  return (
    <img className={className} src={charity.assoc_path_certification} alt={label} title={label} width={size} height={size} {...imgProps} />
  );
}
