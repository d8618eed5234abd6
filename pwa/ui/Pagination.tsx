type PaginationProps = {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation (two are on the page: above and below the results). */
  label: string;
};

type Item = number | 'gap-start' | 'gap-end';

/** Pages shown: all up to 5, else the first, the last, and the current one with its neighbours. */
export function visiblePages(page: number, pageCount: number): Item[] {
  if (pageCount <= 5) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const middle = [page - 1, page, page + 1].filter((p) => p > 1 && p < pageCount);
  const items: Item[] = [1];
  if ((middle[0] ?? pageCount) > 2) items.push('gap-start');
  items.push(...middle);
  if ((middle.at(-1) ?? 1) < pageCount - 1) items.push('gap-end');
  items.push(pageCount);
  return items;
}

/** Page buttons; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__button"
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            aria-label="Page précédente"
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {visiblePages(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__button"
                onClick={() => onChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination__button"
            onClick={() => onChange(page + 1)}
            disabled={page >= pageCount}
            aria-label="Page suivante"
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
