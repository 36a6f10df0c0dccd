// A section of a settings page (account, organization, a tool's status): a card
// named by its heading, with the heading's icon tile and an optional line under it.
import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes } from 'react';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  icon: LucideIcon;
  title: string;
  text?: string;
  /** The red card of an action that cannot be undone. */
  danger?: boolean;
}

export function SettingsSection({ icon: Icon, title, text, danger = false, children, ...section }: Props) {
  return (
    <section className={danger ? 'card settings-section danger' : 'card settings-section'} aria-label={title} {...section}>
      <header>
        <span className={danger ? 'feature-icon danger-icon' : 'feature-icon'}>
          <Icon size={20} aria-hidden="true" />
        </span>
        <div>
          <h2>{title}</h2>
          {text ? <p className="muted small">{text}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}
