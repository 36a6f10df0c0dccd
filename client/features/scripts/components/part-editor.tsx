// One part of the script (the hook, a beat, the call to action): what is said,
// the on-screen text, the b-roll note, and its time at the speaking rate. A
// beat also moves, adds one after it and goes away, by buttons or by keys
// (Alt+↑/↓, Alt+Enter, Alt+Delete) from any of its fields.
import { memo, useId, type KeyboardEvent } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { BROLL_MAX, countWords, ON_SCREEN_MAX, SPOKEN_MAX, type ScriptPart } from '@src/common/contracts/script';
import { Button } from '@client/components/ui/button';
import { useScriptsT } from '../messages';
import type { PartField } from '../model/commands';
import { clock } from '../model/outputs';

interface Props {
  title: string;
  part: ScriptPart;
  start: number;
  seconds: number;
  kind: 'hook' | 'beat' | 'cta';
  /** 1-based, for beats. */
  n?: number;
  isFirst?: boolean;
  isLast?: boolean;
  onChange: (field: PartField, value: string) => void;
  onBlur: () => void;
  onMove?: (delta: -1 | 1) => void;
  onAddAfter?: () => void;
  onRemove?: () => void;
}

/** The one-line fields under what is said: their id suffix, the part's field, the longest text. */
const LINES = [
  ['screen', 'onScreen', ON_SCREEN_MAX],
  ['broll', 'broll', BROLL_MAX],
] as const;

export const PartEditor = memo(function PartEditor(p: Props) {
  const { t } = useScriptsT();
  const id = useId();
  const beat = p.kind === 'beat';
  const onKey = (e: KeyboardEvent) => {
    if (!beat || !e.altKey) return;
    const run = (f?: () => void) => (e.preventDefault(), f?.());
    if (e.key === 'ArrowUp' && !p.isFirst) run(() => p.onMove?.(-1));
    else if (e.key === 'ArrowDown' && !p.isLast) run(() => p.onMove?.(1));
    else if (e.key === 'Enter') run(p.onAddAfter);
    else if (e.key === 'Delete' || e.key === 'Backspace') run(p.onRemove);
  };
  return (
    <section className={`scr-part scr-part-${p.kind}`} aria-labelledby={`${id}-title`} data-testid={`scr-${p.kind}`} onKeyDown={onKey}>
      <header className="scr-part-head">
        <h3 id={`${id}-title`} className="scr-part-title">
          {p.title}
        </h3>
        <span className="muted small scr-part-time" data-testid="scr-part-time">
          {t('editor.partTime', { start: clock(p.start), end: clock(p.start + p.seconds), words: countWords(p.part.spoken) })}
        </span>
        {beat ? (
          <span className="scr-part-actions">
            {(
              [
                { label: 'editor.moveUp', icon: ArrowUp, disabled: p.isFirst, onClick: () => p.onMove?.(-1) },
                { label: 'editor.moveDown', icon: ArrowDown, disabled: p.isLast, onClick: () => p.onMove?.(1) },
                { label: 'editor.addBeatAfter', icon: Plus, onClick: p.onAddAfter },
                { label: 'editor.removeBeat', icon: Trash2, onClick: p.onRemove },
              ] as const
            ).map((a) => (
              <Button
                key={a.label}
                size="sm"
                variant="ghost"
                aria-label={t(a.label, { n: p.n })}
                title={t(a.label, { n: p.n })}
                disabled={'disabled' in a ? a.disabled : undefined}
                onClick={a.onClick}
                icon={a.icon}
                iconSize={16}
              />
            ))}
          </span>
        ) : null}
      </header>
      <div className="field">
        <label htmlFor={`${id}-spoken`}>{t('editor.spoken')}</label>
        <textarea
          id={`${id}-spoken`}
          className="input scr-spoken"
          rows={Math.min(10, Math.max(2, Math.ceil(p.part.spoken.length / 60) + 1))}
          maxLength={SPOKEN_MAX}
          value={p.part.spoken}
          onChange={(e) => p.onChange('spoken', e.target.value)}
          onBlur={p.onBlur}
        />
      </div>
      <div className="two-cols">
        {LINES.map(([suffix, field, max]) => (
          <div key={field} className="field">
            <label htmlFor={`${id}-${suffix}`}>{t(`editor.${field}`)}</label>
            <input
              id={`${id}-${suffix}`}
              className="input"
              maxLength={max}
              placeholder={field === 'broll' ? t('editor.brollPlaceholder') : undefined}
              value={p.part[field]}
              onChange={(e) => p.onChange(field, e.target.value)}
              onBlur={p.onBlur}
            />
          </div>
        ))}
      </div>
    </section>
  );
});
