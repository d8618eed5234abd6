// The search bar of a list: its fields in a row (wrapping on a phone) and 'Rechercher'.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/ui/Button';

type Props = { label: string; onSearch: (form: HTMLFormElement) => void; children: ReactNode };

export function SearchForm({ label, onSearch, children }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(event.currentTarget);
  };
  return (
    <form role="search" aria-label={label} className="mgr-search" onSubmit={submit} noValidate>
      {children}
      <Button type="submit" className="mgr-search__submit">
        Rechercher
      </Button>
    </form>
  );
}
