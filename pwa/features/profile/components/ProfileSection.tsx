import { useId, type ReactNode } from 'react';
import '@/ui/panel.css';

/** One titled card of a profile page. */
export function ProfileSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="panel profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        {title}
      </h2>
      {intro && <p className="profile-card__intro">{intro}</p>}
      {children}
    </section>
  );
}
