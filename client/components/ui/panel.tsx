// A titled panel of a tool's page: a section named by its heading. The heading's
// class is the panel's first class and "-title" (`st-panel` → `st-panel-title`),
// so each tool keeps its own look.
import { useId, type HTMLAttributes, type ReactNode } from 'react';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  className: string;
}

export function Panel({ title, className, children, ...section }: Props) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id} {...section}>
      <h2 className={`${className.split(' ')[0]}-title`} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
