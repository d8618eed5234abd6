// Previous / next page of a manager list (offset paging: a full page means there may be more).
import { Button } from '@/ui/Button';

type Props = { offset: number; pageSize: number; count: number; onChange: (offset: number) => void };

export function Pager({ offset, pageSize, count, onChange }: Props) {
  if (offset === 0 && count < pageSize) return null;
  return (
    <nav className="mgr-pager" aria-label="Pages">
      <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - pageSize))}>
        Page précédente
      </Button>
      <span className="mgr-pager__where">
        Lignes {count === 0 ? 0 : offset + 1} à {offset + count}
      </span>
      <Button variant="secondary" size="sm" disabled={count < pageSize} onClick={() => onChange(offset + pageSize)}>
        Page suivante
      </Button>
    </nav>
  );
}
