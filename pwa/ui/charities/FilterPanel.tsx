import { useEffect, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { rendersServerMarkup } from '@/lib/server-markup';
import { Button } from '../Button';
import { Field } from '../Field';
import { useCategories, useCountries, useOdds, useRegions } from '@/lib/charities/reference-lists';
import type { FilterFields } from '@/lib/charities/use-directory-params';
import { SelectField, type Option } from './SelectField';

type FilterPanelProps = {
  /** The search shown (the panel starts from it). */
  initial: FilterFields;
  onSearch: (fields: FilterFields) => void;
};

const hasCriteria = (fields: FilterFields) => Object.values(fields).some((v) => v !== '');
const opensAtStart = (fields: FilterFields) =>
  hasCriteria(fields) || (typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches);

/**
 * The filter panel: cause, goal, region, country and name; a search with nothing chosen shows everything.
 * Closed (on a phone, until a criterion is chosen), it holds no form: its 300 elements, the 250 countries
 * among them, and the lists' requests wait until it opens (the directory's first screen, docs/performance.md).
 */
export function FilterPanel({ initial, onSearch }: FilterPanelProps) {
  const [fields, setFields] = useState(initial);
  // The server does not know the screen's width: its page (and the hydration that takes it over) opens
  // the panel only for a search; a wide screen opens it right after.
  const [open, setOpen] = useState(() => (rendersServerMarkup() ? hasCriteria(initial) : opensAtStart(initial)));
  useEffect(() => {
    if (opensAtStart(initial)) setOpen(true);
    // Once, after the first commit: later changes of the criteria are the panel's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <details className="filter-panel" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="filter-panel__summary">Filtrer les associations</summary>
      {open && <FilterForm fields={fields} setFields={setFields} onSearch={onSearch} />}
    </details>
  );
}

type FilterFormProps = {
  fields: FilterFields;
  setFields: Dispatch<SetStateAction<FilterFields>>;
  onSearch: (fields: FilterFields) => void;
};

function FilterForm({ fields, setFields, onSearch }: FilterFormProps) {
  const categories = useCategories();
  const odds = useOdds();
  const regions = useRegions();
  const countries = useCountries();
  const set = (name: keyof FilterFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  // The four lists (field, label, empty choice, options), each empty until it has loaded.
  const selects: Array<[keyof FilterFields, string, string, Option[]]> = [
    ['category', 'Cause', 'Toutes les causes', (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))],
    [
      'odd',
      'Objectif de développement durable',
      'Tous les objectifs',
      (odds.data ?? []).map((o) => ({ value: String(o.odd_number), label: `${o.odd_number}. ${o.name}` })),
    ],
    ['region', 'Région', 'Toutes les régions', (regions.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))],
    ['country', "Pays d'action", 'Tous les pays', (countries.data ?? []).map((c) => ({ value: c.alpha2Code, label: c.name }))],
  ];

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(fields);
  }

  return (
    <form className="filter-panel__form" role="search" aria-label="Filtrer les associations" onSubmit={handleSubmit}>
      {selects.map(([name, label, placeholder, options]) => (
        <SelectField key={name} label={label} placeholder={placeholder} value={fields[name]} onChange={set(name)} options={options} />
      ))}
      <Field
        label="Nom de l'association"
        name="name"
        type="search"
        autoComplete="off"
        maxLength={100}
        value={fields.name}
        onChange={(event) => set('name')(event.target.value)}
      />
      <Button type="submit" className="filter-panel__submit">
        Rechercher
      </Button>
    </form>
  );
}
