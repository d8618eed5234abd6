// Cells shared by the dashboard's tables: a pot name cut at 30 characters (linked while it can be
// visited), dates as dd/MM/yyyy, amounts in euros with a comma, and the edit and PDF icons.
import { Link } from 'react-router-dom';
import { formatTableDate } from '@domain/dates';
import { formatEuros } from '@domain/money';
import { truncatePotName } from '@domain/text';

export function PotName({ id, name, linked }: { id: number; name: string; linked: boolean }) {
  const text = truncatePotName(name);
  const title = text === name ? undefined : name;
  return linked ? (
    <Link to={`/participate/${id}`} title={title}>
      {text}
    </Link>
  ) : (
    <span title={title}>{text}</span>
  );
}

export const TableDate = ({ value }: { value: string | null }) => <>{value ? formatTableDate(value) : '-'}</>;

export const Euros = ({ cents }: { cents: number }) => <span className="dash-amount">{formatEuros(cents)}</span>;

export function PdfIcon() {
  return (
    <svg className="dash-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5Z" />
      <text x="12" y="18.5" textAnchor="middle" fontSize="6.5" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        PDF
      </text>
    </svg>
  );
}

export function EditIcon() {
  return (
    <svg className="dash-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 17.25V21h3.75L17.8 9.95l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
      />
    </svg>
  );
}
