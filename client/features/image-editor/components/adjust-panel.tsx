// The adjustment sliders and the named filters, which set the sliders to their
// preset. A slider's drag is previewed live through `LiveAdjustments` and becomes
// one document step (one undo, one autosave) when it is let go: the browser's
// `change` event, fired on release for a pointer and on each key press.
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { ADJUSTMENT_RANGE, ADJUSTMENTS, type AdjustmentId, type Adjustments, type ImageDocument } from '@src/common/contracts/image';
import { Panel } from '@client/components/ui/panel';
import type { Command } from '@client/editor/history';
import { useImageT } from '../messages';
import { applyFilter, setAdjustment } from '../model/commands';
import { FILTER_IDS } from '../model/filters';
import type { LiveAdjustments } from './live-adjust';

interface Props {
  doc: ImageDocument;
  perform: (c: Command<ImageDocument>) => void;
  sealStep: () => void;
  live: LiveAdjustments;
}

export function AdjustPanel({ doc, perform, sealStep, live }: Props) {
  const { t } = useImageT();
  const commit = useCallback(
    (id: AdjustmentId, value: number) => {
      perform(setAdjustment(id, value));
      sealStep();
    },
    [perform, sealStep],
  );
  // A held slider previews its value over the document's others, read when it moves.
  const values = useRef(doc.adjustments);
  values.current = doc.adjustments;
  const others = useCallback(() => values.current, []);
  return (
    <>
      <Panel className="img-panel" title={t('editor.filters')}>
        <div className="img-chips" role="group" aria-label={t('editor.filters')}>
          {FILTER_IDS.map((f) => (
            <button
              key={f}
              type="button"
              className="img-chip"
              aria-pressed={(doc.filter ?? 'original') === f}
              onClick={() => perform(applyFilter(f))}
            >
              {t(`filterNames.${f}`)}
            </button>
          ))}
        </div>
      </Panel>
      <Panel className="img-panel" title={t('editor.adjust')}>
        {ADJUSTMENTS.map((a) => (
          <Slider key={a} id={a} label={t(`adjustments.${a}`)} value={doc.adjustments[a]} others={others} live={live} commit={commit} />
        ))}
      </Panel>
    </>
  );
}

interface SliderProps {
  id: AdjustmentId;
  label: string;
  value: number;
  others: () => Adjustments;
  live: LiveAdjustments;
  commit: (id: AdjustmentId, value: number) => void;
}

/** Only the held slider draws again while it moves. */
const Slider = memo(function Slider({ id, label, value: saved, others, live, commit }: SliderProps) {
  const [held, setHeld] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef({ commit, held });
  latest.current = { commit, held };
  // React's onChange is the DOM's `input` (each move); the release is the DOM's own `change`.
  useEffect(() => {
    const el = input.current!;
    const release = () => {
      const { commit, held } = latest.current;
      live.set(null);
      setHeld(null);
      if (held !== null) commit(id, held);
    };
    el.addEventListener('change', release);
    return () => el.removeEventListener('change', release);
  }, [id, live]);
  const value = held ?? saved;
  return (
    <label className="img-slider">
      <span>{label}</span>
      <input
        ref={input}
        type="range"
        min={ADJUSTMENT_RANGE[id].min}
        max={ADJUSTMENT_RANGE[id].max}
        value={value}
        onChange={(e) => {
          const v = Number(e.target.value);
          latest.current.held = v;
          setHeld(v);
          live.set({ ...others(), [id]: v });
        }}
      />
      <output className="muted small">{value}</output>
    </label>
  );
});
