// A part of a project's details that lists what was said about it (the comment
// threads, the latest review round): its heading, then a spinner while it loads,
// a quiet "none" for an empty list, else the list; what the part adds follows.
import type { ReactNode } from 'react';
import { Spinner } from '@client/components/ui/spinner';
import { usePmT } from './messages';

export function ListedPanel(props: {
  part: 'comments' | 'review';
  pending: boolean;
  empty: boolean;
  list: ReactNode;
  children: ReactNode;
}) {
  const { t } = usePmT();
  const { part } = props;
  return (
    <section className={`pm-${part} stack`} aria-labelledby={`pm-${part}-heading`} data-testid={`pm-${part}`}>
      <h3 id={`pm-${part}-heading`}>{t(`${part}.heading`)}</h3>
      {props.pending ? (
        <Spinner label={t(`${part}.loading`)} />
      ) : props.empty ? (
        <p className="muted small">{t(`${part}.none`)}</p>
      ) : (
        props.list
      )}
      {props.children}
    </section>
  );
}
