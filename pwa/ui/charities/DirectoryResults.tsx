import { memo, type RefObject } from 'react';
import type { Association } from '@domain/directory';
import { DIRECTORY_MESSAGES, pageCount } from '@domain/directory-filter';
import { Button } from '../Button';
import { Deferred } from '../Deferred';
import { LoadingOverlay } from '../Spinner';
import { CharityCard } from './CharityCard';
import { Pagination } from '../Pagination';
import '../split-row.css';

type DirectoryResultsProps = {
  items: Association[] | undefined;
  total: number | undefined;
  page: number;
  loading: boolean;
  filtered: boolean;
  onPage: (page: number) => void;
  onShowAll: () => void;
  onMore: (charity: Association) => void;
  /** The pot wizard's step 1: each card offers 'Choisir cette association'. */
  onChoose?: (charity: Association) => void;
  /** The section, scrolled to after a page change or a search. */
  sectionRef: RefObject<HTMLElement | null>;
};

/**
 * The cards rendered with the list; the others (below a phone's first screen) a task later, so that the
 * first page's arrival is not one long task (blocking time on a slow phone, docs/performance.md).
 */
const FIRST_CARDS = 4;

export function countLine(total: number): string {
  return total > 1 ? `${total} associations à découvrir` : `${total} association à découvrir`;
}

/**
 * 'N associations à découvrir', 'Voir tout', the grid with pages above and below, empty and loading states.
 * Memoised: opening a charity's dialog from a card re-renders the page that holds it, and the twelve
 * cards need not render again for it (the wizard's step 2 interaction, docs/performance.md).
 */
export const DirectoryResults = memo(function DirectoryResults(props: DirectoryResultsProps) {
  const { items, total, page, loading, filtered, onPage, onShowAll, onMore, onChoose, sectionRef } = props;
  const pages = pageCount(total ?? 0);
  const changePage = (next: number) => {
    onPage(next);
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <section ref={sectionRef} className="results" aria-labelledby="results-count" aria-busy={loading}>
      <div className="split-row">
        <h2 id="results-count" className="results__count">
          {total === undefined ? 'Associations partenaires' : countLine(total)}
        </h2>
        {filtered && (
          <Button variant="secondary" size="sm" onClick={onShowAll}>
            Voir tout
          </Button>
        )}
      </div>
      {total === undefined && loading ? (
        // The first load: the page links' place is kept, so the results do not move when they come.
        <div className="pagination pagination--loading" aria-hidden="true" />
      ) : (
        <Pagination page={page} pageCount={pages} onChange={changePage} label="Pages de résultats, en haut" />
      )}
      <div className="results__body">
        {items && items.length === 0 && !loading && <p className="results__empty">{DIRECTORY_MESSAGES.noResults}</p>}
        {items && items.length > 0 && (
          <ul className="results__grid">
            {items.slice(0, FIRST_CARDS).map((charity) => (
              <CharityCard key={charity.id} charity={charity} onMore={onMore} onChoose={onChoose} />
            ))}
            {items.length > FIRST_CARDS && (
              <Deferred>
                {items.slice(FIRST_CARDS).map((charity) => (
                  <CharityCard key={charity.id} charity={charity} onMore={onMore} onChoose={onChoose} />
                ))}
              </Deferred>
            )}
          </ul>
        )}
        {loading && <LoadingOverlay label={DIRECTORY_MESSAGES.loading} />}
      </div>
      <Pagination page={page} pageCount={pages} onChange={changePage} label="Pages de résultats, en bas" />
    </section>
  );
});
