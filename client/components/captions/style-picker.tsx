// Chooses a caption style by seeing it: each option plays a sample line drawn
// by the caption model itself (media/captions), the code the render uses, in
// the colours and font the captions will have.
import { useEffect, useMemo, useRef } from 'react';
import { CAPTION_STYLE_IDS, type CaptionStyleId } from '@src/common/contracts/caption-styles';
import { drawCaptionCue, type CaptionCue, type CaptionLook } from '@client/media/captions';
import { useCaptionStylesT } from './messages';

export type PickerLook = Pick<CaptionLook, 'fontFamily' | 'color' | 'highlight' | 'stroke'>;

const W = 168;
const H = 84;
const STEP_MS = 420;

/** The sample line as timed words, one every STEP_MS, then a rest. */
export function sampleCue(text: string): CaptionCue {
  const words = text.split(/\s+/).filter(Boolean);
  return {
    startMs: 0,
    endMs: words.length * STEP_MS + 600,
    words: words.map((w, i) => ({ text: w, startMs: i * STEP_MS, endMs: (i + 1) * STEP_MS - 20 })),
  };
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function StyleSample({ style, look, cue }: { style: CaptionStyleId; look: PickerLook; cue: CaptionCue }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const g = canvas?.getContext('2d');
    if (!canvas || !g) return;
    const scale = Math.min(2, globalThis.devicePixelRatio || 1);
    canvas.width = W * scale;
    canvas.height = H * scale;
    const frame = { width: W * scale, height: H * scale };
    const full: CaptionLook = { ...look, style, fontSize: 17 * scale, keywords: [] };
    const area = { x: 4 * scale, y: 4 * scale, width: (W - 8) * scale, height: (H - 8) * scale };
    const draw = (ms: number) => {
      g.clearRect(0, 0, frame.width, frame.height);
      drawCaptionCue(g, [cue], full, { y: 0.5, maxWidth: 1, area }, ms, frame);
    };
    // Without motion, the moment the second word is spoken shows each style's look.
    if (reducedMotion()) return void draw(STEP_MS * 1.5);
    let raf = 0;
    const start = performance.now();
    const tick = (now: number) => {
      draw((now - start) % cue.endMs);
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
    // The look's parts, not its object: callers build a new one on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [style, look.fontFamily, look.color, look.highlight, look.stroke, cue]);
  return <canvas ref={ref} className="caption-style-sample" aria-hidden="true" style={{ width: W, height: H }} />;
}

export function CaptionStylePicker({
  value,
  look,
  onChange,
  disabled = false,
}: {
  value: CaptionStyleId;
  look: PickerLook;
  onChange: (style: CaptionStyleId) => void;
  disabled?: boolean;
}) {
  const { t } = useCaptionStylesT();
  const text = t('sample');
  const cue = useMemo(() => sampleCue(text), [text]);
  return (
    <div className="caption-styles" role="radiogroup" aria-label={t('label')} data-testid="caption-style-picker">
      {CAPTION_STYLE_IDS.map((id) => (
        <button
          key={id}
          type="button"
          role="radio"
          aria-checked={value === id}
          className="caption-style"
          disabled={disabled}
          data-testid={`caption-style-${id}`}
          onClick={() => onChange(id)}
        >
          <StyleSample style={id} look={look} cue={cue} />
          <span className="caption-style-name">{t(`styles.${id}`)}</span>
        </button>
      ))}
    </div>
  );
}
