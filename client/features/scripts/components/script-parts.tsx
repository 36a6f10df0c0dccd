// The script's parts in order (hook, beats, call to action), each with its live
// timing, above them the estimate against the target and the brand's words to avoid.
import { Plus } from 'lucide-react';
import { SCRIPT_BEATS_MAX, targetFit, type ScriptDocument } from '@src/common/contracts/script';
import { Button } from '@client/components/ui/button';
import type { Command } from '@client/editor/history';
import { useScriptsT } from '../messages';
import { addBeat, moveBeat, removeBeat, setPartField, type PartField, type PartRef } from '../model/commands';
import { clock } from '../model/outputs';
import { randomId } from './new-script-dialog';
import { PartEditor } from './part-editor';

export function ScriptParts({
  doc,
  timing,
  avoided,
  perform,
  sealStep,
}: {
  doc: ScriptDocument;
  timing: { total: number; words: number; parts: number[]; starts: number[] };
  avoided: string[];
  perform: (c: Command<ScriptDocument>) => void;
  sealStep: () => void;
}) {
  const { t } = useScriptsT();
  const fit = targetFit(timing.total, doc.targetSeconds);
  const change = (ref: PartRef) => (field: PartField, value: string) => perform(setPartField(ref, field, value));
  // A new beat's id, then its spoken field focused, so the keyboard carries on writing.
  const focusBeat = (id: string) =>
    requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>(`[data-beat="${id}"] textarea`)?.focus());
  const add = (index = -1) => {
    const id = randomId();
    perform(addBeat(id, index));
    focusBeat(id);
  };
  return (
    <div className="scr-body">
      <div className={`scr-estimate scr-fit-${fit}`} role="status" data-testid="scr-estimate">
        <strong>{t('editor.total', { estimate: clock(timing.total), target: clock(doc.targetSeconds) })}</strong>
        <span className="badge">{t(`editor.fit.${fit}`)}</span>
        <span className="muted small">{t('editor.words', { count: timing.words, wpm: doc.wordsPerMinute })}</span>
        {avoided.length ? (
          <span className="scr-avoided" data-testid="scr-avoided">
            {t('editor.avoided', { words: avoided.join(', ') })}
          </span>
        ) : null}
        <span className="meter scr-bar" aria-hidden="true">
          <span style={{ width: `${Math.min(100, (timing.total / Math.max(1, doc.targetSeconds)) * 100)}%` }} />
        </span>
      </div>
      <PartEditor
        kind="hook"
        title={t('editor.hook')}
        part={doc.hook}
        start={timing.starts[0]!}
        seconds={timing.parts[0]!}
        onChange={change('hook')}
        onBlur={sealStep}
      />
      {doc.beats.length === 0 ? <p className="muted small scr-no-beats">{t('editor.noBeats')}</p> : null}
      {doc.beats.map((b, i) => (
        <div key={b.id} data-beat={b.id}>
          <PartEditor
            kind="beat"
            n={i + 1}
            title={t('editor.beat', { n: i + 1 })}
            part={b}
            start={timing.starts[i + 1]!}
            seconds={timing.parts[i + 1]!}
            isFirst={i === 0}
            isLast={i === doc.beats.length - 1}
            onChange={change({ beat: b.id })}
            onBlur={sealStep}
            onMove={(d) => perform(moveBeat(b.id, d))}
            onAddAfter={() => add(i)}
            onRemove={() => {
              perform(removeBeat(b.id));
              const next = doc.beats[i + 1] ?? doc.beats[i - 1];
              if (next) focusBeat(next.id);
            }}
          />
        </div>
      ))}
      <div className="scr-add">
        <Button
          variant="secondary"
          size="sm"
          icon={Plus}
          iconSize={16}
          disabled={doc.beats.length >= SCRIPT_BEATS_MAX}
          onClick={() => add()}
        >
          {t('editor.addBeat')}
        </Button>
        <span className="muted small">{t('editor.shortcuts')}</span>
      </div>
      <PartEditor
        kind="cta"
        title={t('editor.cta')}
        part={doc.cta}
        start={timing.starts.at(-1)!}
        seconds={timing.parts.at(-1)!}
        onChange={change('cta')}
        onBlur={sealStep}
      />
    </div>
  );
}
