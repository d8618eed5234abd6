// A year among those Entraide has run (2020 to this year), newest first.
import { SelectField } from '@/ui/SelectField';

const FIRST_YEAR = 2020;

export function yearsUpTo(current: number): { value: string; label: string }[] {
  return Array.from({ length: Math.max(1, current - FIRST_YEAR + 1) }, (_, i) => String(current - i)).map((y) => ({ value: y, label: y }));
}

export function YearSelect({ value, onChange, label = 'Année' }: { value: number; onChange: (year: number) => void; label?: string }) {
  return (
    <SelectField
      label={label}
      options={yearsUpTo(new Date().getFullYear())}
      value={String(value)}
      onChange={(e) => onChange(Number(e.target.value))}
    />
  );
}
