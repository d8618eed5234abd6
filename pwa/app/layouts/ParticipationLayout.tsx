import { Outlet } from '@/lib/navigation';
import './layout.css';

/** Pot pages and the donation flow: the content alone, without the site's header and footer. */
export function ParticipationLayout() {
  return (
    <main id="contenu" className="layout layout__main layout--participation">
      <Outlet />
    </main>
  );
}
