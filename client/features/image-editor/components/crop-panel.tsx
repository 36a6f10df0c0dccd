// Crop ratio, quarter turns and flips, and the network sizes to export at.
import { FlipHorizontal2, FlipVertical2, RotateCw, Sparkles, Undo2 } from 'lucide-react';
import { CROP_RATIOS, SOCIAL_SIZES, type ImageDocument } from '@src/common/contracts/image';
import { Panel } from '@client/components/ui/panel';
import { Button } from '@client/components/ui/button';
import type { Command } from '@client/editor/history';
import { useImageT } from '../messages';
import { flipX, flipY, keepCroppedSize, resetCrop, resizeTo, setRatio, turn } from '../model/commands';

/** The two flips, icon-only buttons named by their label. */
const FLIPS = [
  { icon: FlipHorizontal2, command: flipX, label: 'editor.flipX' },
  { icon: FlipVertical2, command: flipY, label: 'editor.flipY' },
] as const;

interface Props {
  doc: ImageDocument;
  perform: (c: Command<ImageDocument>) => void;
  onMagicResize: () => void;
}

export function CropPanel({ doc, perform, onMagicResize }: Props) {
  const { t } = useImageT();
  const sized = (w: number, h: number) => doc.resize?.width === w && doc.resize.height === h;
  return (
    <Panel className="img-panel" title={t('editor.crop')}>
      <div className="img-chips" role="group" aria-label={t('editor.ratio')}>
        {CROP_RATIOS.map((r) => (
          <button key={r} type="button" className="img-chip" aria-pressed={doc.ratio === r} onClick={() => perform(setRatio(r))}>
            {r === 'free' ? t('editor.free') : r}
          </button>
        ))}
      </div>
      <p className="muted small">{t('editor.cropHint')}</p>
      <div className="img-row">
        <Button variant="secondary" size="sm" icon={RotateCw} onClick={() => perform(turn)}>
          {t('editor.rotate')}
        </Button>
        {FLIPS.map(({ icon, command, label }) => (
          <Button
            key={label}
            variant="secondary"
            size="sm"
            icon={icon}
            onClick={() => perform(command)}
            aria-label={t(label)}
            title={t(label)}
          />
        ))}
        <Button variant="ghost" size="sm" icon={Undo2} onClick={() => perform(resetCrop)}>
          {t('editor.resetCrop')}
        </Button>
      </div>
      <h3 className="img-subtitle">{t('editor.resize')}</h3>
      <div className="img-chips" role="group" aria-label={t('editor.resize')}>
        <button type="button" className="img-chip" aria-pressed={doc.resize === null} onClick={() => perform(keepCroppedSize)}>
          {t('editor.keepSize')}
        </button>
        {SOCIAL_SIZES.map((s) => (
          <button
            key={s.id}
            type="button"
            className="img-chip"
            aria-pressed={sized(s.width, s.height)}
            onClick={() => perform(resizeTo(s.width, s.height))}
          >
            {t(`sizes.${s.id}`)} {s.width}×{s.height}
          </button>
        ))}
      </div>
      <div className="img-row">
        <Button variant="secondary" size="sm" icon={Sparkles} onClick={onMagicResize}>
          {t('magic.open')}
        </Button>
      </div>
    </Panel>
  );
}
