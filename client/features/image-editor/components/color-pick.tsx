// A colour for a text or a layer: the brand kit's colours as one-click swatches,
// then any colour from the browser's picker. A swatch is one undo step; the
// picker's drag is one too (sealed when it closes).
import { useImageT } from '../messages';
import type { kitColors } from './use-kit';

interface Props {
  label: string;
  value: string;
  kit: ReturnType<typeof kitColors>;
  onPick: (color: string) => void;
  onDrag: (color: string) => void;
  onDone: () => void;
  testId?: string;
}

export function ColorPick({ label, value, kit, onPick, onDrag, onDone, testId }: Props) {
  const { t } = useImageT();
  return (
    <div className="img-color-pick">
      <label className="img-color">
        <span>{label}</span>
        <input className="input" type="color" value={value} onChange={(e) => onDrag(e.target.value)} onBlur={onDone} data-testid={testId} />
      </label>
      {kit.length ? (
        <div className="img-swatches" role="group" aria-label={t('kit.colors')}>
          {kit.map((c, i) => {
            const name = c.role ? t(`kit.color.${c.role}` as 'kit.color.primary') : c.name;
            return (
              <button
                key={`${c.color}-${i}`}
                type="button"
                className="img-swatch"
                style={{ background: c.color }}
                aria-pressed={c.color.toLowerCase() === value.toLowerCase()}
                aria-label={t('kit.use', { name, color: c.color })}
                title={name}
                onClick={() => onPick(c.color)}
              />
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
