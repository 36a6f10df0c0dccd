// Crop ratio, quarter turns and flips, and the network sizes to export at.
import { useEffect, useRef } from 'react';
import { Check, Crop as CropIcon, FlipHorizontal2, FlipVertical2, RotateCw, Sparkles, Undo2 } from 'lucide-react';
import { CROP_RATIOS, SOCIAL_SIZES, type ImageDocument } from '@src/common/contracts/image';
import { Panel } from '@client/components/ui/panel';
import { Button, buttonClass } from '@client/components/ui/button';
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
  /** Crop mode (the crop box on the whole picture), shared with the preview. */
  cropping: boolean;
  setCropping: (on: boolean) => void;
}

export function CropPanel({ doc, perform, onMagicResize, cropping, setCropping }: Props) {
  const { t } = useImageT();
  const toggle = useRef<HTMLButtonElement>(null);
  const was = useRef(cropping);
  // Leaving crop mode (Done, Enter, Escape) brings the keyboard back here, not to the page's top.
  useEffect(() => {
    if (was.current && !cropping) toggle.current?.focus();
    was.current = cropping;
  }, [cropping]);
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
      <div className="img-row">
        <button
          ref={toggle}
          type="button"
          className={buttonClass('secondary', 'sm', 'img-crop-toggle')}
          aria-pressed={cropping}
          onClick={() => setCropping(!cropping)}
          data-testid="crop-mode"
        >
          <CropIcon size={14} aria-hidden="true" />
          {t('cropMode.toggle')}
        </button>
        {cropping ? (
          <Button variant="primary" size="sm" icon={Check} onClick={() => setCropping(false)}>
            {t('cropMode.done')}
          </Button>
        ) : null}
      </div>
      <p className="muted small">{t(cropping ? 'cropMode.hint' : 'editor.cropHint')}</p>
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
