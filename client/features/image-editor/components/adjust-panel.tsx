// The adjustment sliders (each drag one undo step, previewed live) and the named
// filters, which set the sliders to their preset.
import { ADJUSTMENT_RANGE, ADJUSTMENTS, type ImageDocument } from '@src/common/contracts/image';
import { Panel } from '@client/components/ui/panel';
import type { Command } from '@client/editor/history';
import { useImageT } from '../messages';
import { applyFilter, setAdjustment } from '../model/commands';
import { FILTER_IDS } from '../model/filters';

interface Props {
  doc: ImageDocument;
  perform: (c: Command<ImageDocument>) => void;
  sealStep: () => void;
}

export function AdjustPanel({ doc, perform, sealStep }: Props) {
  const { t } = useImageT();
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
          <label key={a} className="img-slider">
            <span>{t(`adjustments.${a}`)}</span>
            <input
              type="range"
              min={ADJUSTMENT_RANGE[a].min}
              max={ADJUSTMENT_RANGE[a].max}
              value={doc.adjustments[a]}
              onChange={(e) => perform(setAdjustment(a, Number(e.target.value)))}
              onPointerUp={sealStep}
              onKeyUp={sealStep}
            />
            <output className="muted small">{doc.adjustments[a]}</output>
          </label>
        ))}
      </Panel>
    </>
  );
}
