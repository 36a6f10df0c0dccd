// A titled panel of a tool's page: a section named by its heading. The heading's
// class is the panel's first class and "-title" (`st-panel` → `st-panel-title`),
// so each tool keeps its own look.
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  className: string;
  /** A decorative icon before the title. */
  icon?: LucideIcon;
}

export function Panel({ title, className, icon: Icon, children, ...section }: Props) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id} {...section}>
      <h2 className={`${className.split(' ')[0]}-title`} id={id}>
        {Icon ? (
          <>
            <Icon size={16} aria-hidden="true" />{' '}
          </>
        ) : null}
        {title}
      </h2>
      {children}
    </section>
  );
}
