import type { Category } from '@domain/directory';
import { Button } from '../Button';
import '../chips.css';

type QuickFiltersProps = {
  categories: readonly Category[];
  /** The categories are still loading: their place is kept. */
  loading?: boolean;
  active: number | null;
  onPick: (category: Category) => void;
  onReset: () => void;
};

/** One button per enabled category: narrows the list to it, shuffled; 'Réinitialiser' shows everything. */
export function QuickFilters({ categories, loading = false, active, onPick, onReset }: QuickFiltersProps) {
  const enabled = categories.filter((c) => c.enabled);
  if (loading) {
    // The causes' place is kept while they load, so the page below does not move when they come.
    return (
      <div className="quick-filters" aria-hidden="true">
        <h2 className="quick-filters__title">Filtres rapides par cause</h2>
        <div className="quick-filters__list quick-filters__list--loading chips" />
      </div>
    );
  }
  if (enabled.length === 0) return null;
  return (
    <section className="quick-filters" aria-labelledby="quick-filters-title">
      <h2 id="quick-filters-title" className="quick-filters__title">
        Filtres rapides par cause
      </h2>
      <ul className="quick-filters__list chips">
        {enabled.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="quick-filter chips__item"
              aria-pressed={active === category.id}
              onClick={() => onPick(category)}
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
      {active !== null && (
        <Button variant="ghost" size="sm" onClick={onReset} className="quick-filters__reset">
          Réinitialiser
        </Button>
      )}
    </section>
  );
}
