// What a page or a panel shows instead of its list: nothing to list yet, or the
// list could not be read (with a way to try again). One look in every tool.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export function EmptyState({
  icon: Icon,
  title,
  hint,
  testId,
  heading: Heading = 'h2',
  children,
}: {
  icon?: LucideIcon;
  title: string;
  hint?: string;
  testId?: string;
  /** h3 where the state sits under a section's own h2. */
  heading?: 'h2' | 'h3';
  /** An action under the hint (a "new" button, say). */
  children?: ReactNode;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      {Icon ? <Icon size={28} aria-hidden="true" /> : null}
      <Heading>{title}</Heading>
      {hint ? <p className="muted">{hint}</p> : null}
      {children}
    </div>
  );
}

export function LoadError({ title, retry, onRetry }: { title: string; retry: string; onRetry: () => void }) {
  return (
    <div className="empty-state" role="alert">
      <h2>{title}</h2>
      <Button variant="secondary" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

/** The label a tool shows while it runs on demonstration data (no API key): one look on every page that has it. */
export function DemoNotice({ badge, text, testId }: { badge: string; text: string; testId: string }) {
  return (
    <div className="notice" role="note" data-testid={testId}>
      <p>
        <span className="badge badge-primary">{badge}</span> {text}
      </p>
    </div>
  );
}
