import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`}>
            {item.to && i < items.length - 1 ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
            {i < items.length - 1 ? <ChevronRight size={14} aria-hidden="true" /> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
