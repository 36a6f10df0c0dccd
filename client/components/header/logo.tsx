import { Link } from 'react-router';

export function Logo({ to }: { to: string }) {
  // The visible word is the link's name (it hides visually on phones, not from readers).
  return (
    <Link to={to} className="logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <defs>
          <linearGradient id="palco-logo" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#palco-logo)" />
        <path
          d="M10 23V9h6.5a4.5 4.5 0 0 1 0 9H10"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo-word">Palco</span>
    </Link>
  );
}
