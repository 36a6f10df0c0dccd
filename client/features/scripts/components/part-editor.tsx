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
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('editor.moveUp', { n: p.n })}
              title={t('editor.moveUp', { n: p.n })}
              disabled={p.isFirst}
              onClick={() => p.onMove?.(-1)}
              icon={<ArrowUp size={16} aria-hidden="true" />}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('editor.moveDown', { n: p.n })}
              title={t('editor.moveDown', { n: p.n })}
              disabled={p.isLast}
              onClick={() => p.onMove?.(1)}
              icon={<ArrowDown size={16} aria-hidden="true" />}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('editor.addBeatAfter', { n: p.n })}
              title={t('editor.addBeatAfter', { n: p.n })}
              onClick={p.onAddAfter}
              icon={Plus}
              iconSize={16}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('editor.removeBeat', { n: p.n })}
              title={t('editor.removeBeat', { n: p.n })}
              onClick={p.onRemove}
              icon={Trash2}
              iconSize={16}
            />
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
        <div className="field">
          <label htmlFor={`${id}-screen`}>{t('editor.onScreen')}</label>
          <input
            id={`${id}-screen`}
            className="input"
            maxLength={ON_SCREEN_MAX}
            value={p.part.onScreen}
            onChange={(e) => p.onChange('onScreen', e.target.value)}
            onBlur={p.onBlur}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-broll`}>{t('editor.broll')}</label>
          <input
            id={`${id}-broll`}
            className="input"
            maxLength={BROLL_MAX}
            placeholder={t('editor.brollPlaceholder')}
            value={p.part.broll}
            onChange={(e) => p.onChange('broll', e.target.value)}
            onBlur={p.onBlur}
          />
        </div>
      </div>
    </section>
  );
});
