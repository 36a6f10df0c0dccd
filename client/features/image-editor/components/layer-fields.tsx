// The chosen layer's own fields: opacity, blend and rotation for every layer;
// size for a shape, icon or image (its ratio kept); fill, outline and its width
// for a shape; colour and sticker circle for an icon. A slider's drag and a
// colour picker's are each one undo step; a choice is a step of its own.
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import { LAYER_BLENDS, type ImageDocument, type ImageLayer } from '@src/common/contracts/image';
import type { BoxLayer, IconLayer, ShapeLayer } from '@src/common/contracts/image-layers';
import { Checkbox, SelectField } from '@client/components/ui/field';
import type { Command } from '@client/editor/history';
import { useImageT } from '../messages';
import { updateLayer, type LayerPatch } from '../model/layers';
import { ColorPick } from './color-pick';
import { kitColors } from './use-kit';

interface Props {
  layer: ImageLayer;
  doc: ImageDocument;
  perform: (c: Command<ImageDocument>) => void;
  sealStep: () => void;
  kit: BrandKitSnapshot | null;
}
type Edit = { patch: (p: LayerPatch) => void; step: (p: LayerPatch) => void; sealStep: () => void };

export function LayerFields({ layer, perform, sealStep, kit }: Props) {
  const { t } = useImageT();
  const patch = (p: LayerPatch) => perform(updateLayer(layer.id, p));
  const step = (p: LayerPatch) => {
    patch(p);
    sealStep();
  };
  const edit = { patch, step, sealStep };
  return (
    <div className="img-text-fields" data-testid="layer-fields">
      <Slider
        label={t('layers.opacity')}
        min={0}
        max={100}
        value={Math.round(layer.opacity * 100)}
        onChange={(v) => patch({ opacity: v / 100 })}
        done={sealStep}
      />
      <SelectField
        label={t('layers.blend')}
        value={layer.blend}
        onChange={(v) => step({ blend: v as ImageLayer['blend'] })}
        data-testid="layer-blend"
      >
        {LAYER_BLENDS.map((b) => (
          <option key={b} value={b}>
            {t(`layers.blends.${b}`)}
          </option>
        ))}
      </SelectField>
      <Slider
        label={t('layers.rotation')}
        min={-180}
        max={180}
        value={Math.round(layer.rotation)}
        onChange={(v) => patch({ rotation: v })}
        done={sealStep}
      />
      {layer.kind !== 'text' ? <SizeSlider layer={layer} edit={edit} /> : null}
      {layer.kind === 'shape' ? <ShapeFields shape={layer} edit={edit} kit={kitColors(kit)} /> : null}
      {layer.kind === 'icon' ? <IconFields icon={layer} edit={edit} kit={kitColors(kit)} /> : null}
    </div>
  );
}

function Slider(props: { label: string; min: number; max: number; value: number; onChange: (v: number) => void; done: () => void }) {
  return (
    <label className="img-slider">
      <span>{props.label}</span>
      <input
        type="range"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
        onPointerUp={props.done}
        onKeyUp={props.done}
      />
      <output className="muted small">{props.value}</output>
    </label>
  );
}

/** The box's width in hundredths of the output's width; the height follows, so the ratio stays. */
function SizeSlider({ layer, edit }: { layer: BoxLayer; edit: Edit }) {
  const { t } = useImageT();
  const ratio = layer.height / layer.width;
  const set = (v: number) => {
    const width = Math.min(2, Math.max(0.01, v / 100));
    const height = Math.min(2, Math.max(0.005, width * ratio));
    edit.patch({ width: Math.round(width * 10_000) / 10_000, height: Math.round(height * 10_000) / 10_000 });
  };
  return <Slider label={t('layers.size')} min={1} max={150} value={Math.round(layer.width * 100)} onChange={set} done={edit.sealStep} />;
}

function ShapeFields({ shape, edit, kit }: { shape: ShapeLayer; edit: Edit; kit: ReturnType<typeof kitColors> }) {
  const { t } = useImageT();
  return (
    <>
      {shape.shape !== 'line' ? (
        <>
          <ColorPick
            label={t('layers.fill')}
            value={shape.fill ?? '#000000'}
            kit={kit}
            onPick={(fill) => edit.step({ fill })}
            onDrag={(fill) => edit.patch({ fill })}
            onDone={edit.sealStep}
          />
          <Checkbox
            label={t('layers.none')}
            checked={shape.fill === null}
            onChange={(e) => edit.step({ fill: e.target.checked ? null : '#000000' })}
          />
        </>
      ) : null}
      <ColorPick
        label={t('layers.stroke')}
        value={shape.stroke ?? '#000000'}
        kit={kit}
        onPick={(stroke) => edit.step({ stroke, strokeWidth: shape.strokeWidth || 0.01 })}
        onDrag={(stroke) => edit.patch({ stroke })}
        onDone={edit.sealStep}
      />
      <Slider
        label={t('layers.strokeWidth')}
        min={0}
        max={50}
        value={Math.round(shape.strokeWidth * 500)}
        onChange={(v) => edit.patch({ strokeWidth: v / 500, stroke: shape.stroke ?? '#000000' })}
        done={edit.sealStep}
      />
    </>
  );
}

function IconFields({ icon, edit, kit }: { icon: IconLayer; edit: Edit; kit: ReturnType<typeof kitColors> }) {
  const { t } = useImageT();
  return (
    <>
      <ColorPick
        label={t('layers.iconColor')}
        value={icon.color}
        kit={kit}
        onPick={(color) => edit.step({ color })}
        onDrag={(color) => edit.patch({ color })}
        onDone={edit.sealStep}
      />
      <Checkbox
        label={t('add.sticker')}
        checked={icon.badge !== null}
        onChange={(e) => edit.step({ badge: e.target.checked ? (kit[0]?.color ?? '#ffffff') : null })}
      />
      {icon.badge !== null ? (
        <ColorPick
          label={t('layers.badge')}
          value={icon.badge}
          kit={kit}
          onPick={(badge) => edit.step({ badge })}
          onDrag={(badge) => edit.patch({ badge })}
          onDone={edit.sealStep}
        />
      ) : null}
    </>
  );
}
