// A textarea that suggests members after "@" (decision 058): a combobox with a
// listbox of names; arrows move, Enter or Tab picks, Escape closes; a click
// picks too. The chosen name goes in as "@Name ", which is what makes a
// mention (comments-model: keptMentions).
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { insertMention, mentionQuery, suggestMembers, type Mentionable } from './comments-model';

interface Props {
  label: string;
  hint: string;
  listLabel: string;
  value: string;
  onChange: (value: string) => void;
  members: Mentionable[];
  maxLength: number;
  autoFocus?: boolean;
}

export function MentionTextarea({ label, hint, listLabel, value, onChange, members, maxLength, autoFocus }: Props) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const query = mentionQuery(value, caret);
  const options = query && dismissed !== query.start ? suggestMembers(members, query.query) : [];
  const open = options.length > 0;
  const current = Math.min(active, options.length - 1);

  const pick = (m: Mentionable) => {
    if (!query) return;
    const next = insertMention(value, query.start, caret, m.name);
    onChange(next.text);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(options[current]!);
    } else if (e.key === 'Escape') {
      // Closes the list, not the dialog around it.
      e.preventDefault();
      e.stopPropagation();
      setDismissed(query!.start);
    }
  };
  return (
    <div className="field pm-mention">
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={area}
        id={id}
        className="input textarea"
        rows={3}
        value={value}
        maxLength={maxLength}
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-opt-${current}` : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          onChange(e.target.value);
          setCaret(e.target.selectionStart);
          setActive(0);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <ul id={`${id}-list`} role="listbox" aria-label={listLabel} className="pm-mention-list" hidden={!open}>
        {options.map((m, i) => (
          <li
            key={m.id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === current}
            className={i === current ? 'active' : undefined}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(m);
            }}
          >
            @{m.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
