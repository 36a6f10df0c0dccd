// A slide on a Konva stage. Interactive, it selects, drags (snapping to the
// slide and to other elements, with guides), resizes and rotates; every change
// goes out as a model command. The stage only draws what the model says.
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type Konva from 'konva';
import { Group, Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import type { CarouselElement, CarouselFormat, Slide } from '@src/common/contracts/carousel';
import { updateElement, type Command } from '../model/commands';
import { sizeOf } from '../model/document';
import { resolveColor } from '../model/brand';
import { snapBox, type Guide } from '../model/snap';
import { fittedSlide } from '../model/fit';
import { ElementShape, type DrawContext } from './elements';
import { measuredFits } from './measure';

/** The colour of a text that does not fit, on the canvas and in the slide list. */
export const OVERFLOW_COLOR = '#dc2626';

interface Props {
  format: CarouselFormat;
  slide: Slide;
  /** Display width in CSS pixels; the slide is drawn at full size and scaled. */
  width: number;
  ctx: DrawContext;
  /** Changes when fonts arrive, so text is drawn again in them. */
  fontsReady: number;
  interactive?: boolean;
  selectedId?: string | null;
  onSelect?: (id: string | null) => void;
  onCommand?: (command: Command) => void;
  /** A drag or a resize ended: the next one is its own undo step. */
  onGestureEnd?: () => void;
  stageRef?: React.Ref<Konva.Stage>;
  label?: string;
  /** Elements left out of the drawing (the PDF export writes those texts itself, selectable). */
  hide?: (el: CarouselElement) => boolean;
}

export function SlideStage({
  format,
  slide,
  width,
  ctx,
  fontsReady,
  interactive = false,
  selectedId = null,
  onSelect,
  onCommand,
  onGestureEnd,
  stageRef,
  label,
  hide,
}: Props) {
  const size = sizeOf({ format });
  const scale = width / size.width;
  const [guides, setGuides] = useState<Guide[]>([]);
  const transformer = useRef<Konva.Transformer>(null);
  const layer = useRef<Konva.Layer>(null);
  const selected = slide.elements.find((e) => e.id === selectedId) ?? null;
  // Drawn as fitted: every text at the size that keeps its words whole and its lines in its box.
  // fontsReady is a dependency on purpose: a fit measured before the kit's font loaded is redone.
  const fits = useMemo(() => measuredFits(slide, ctx.brand), [slide, ctx.brand, fontsReady]); // eslint-disable-line react-hooks/exhaustive-deps
  const drawn = useMemo(() => fittedSlide(slide, fits), [slide, fits]);

  useEffect(() => {
    const tr = transformer.current;
    if (!tr) return;
    const node = selected && !selected.locked ? layer.current?.findOne((n: Konva.Node) => n.id() === selected.id) : null;
    tr.nodes(node ? [node] : []);
    tr.getLayer()?.batchDraw();
  }, [selected, slide]);

  useEffect(() => {
    layer.current?.batchDraw();
  }, [fontsReady]);

  const command = (el: CarouselElement, patch: Record<string, unknown>, key?: string) =>
    onCommand?.(updateElement(slide.id, el.id, patch, key));

  return (
    <Stage
      ref={stageRef}
      width={size.width * scale}
      height={size.height * scale}
      scaleX={scale}
      scaleY={scale}
      aria-label={label}
      onMouseDown={(e) => interactive && e.target === e.target.getStage() && onSelect?.(null)}
    >
      <Layer ref={layer}>
        <Rect
          name="background"
          width={size.width}
          height={size.height}
          fill={resolveColor(slide.background, ctx.brand)}
          onMouseDown={() => interactive && onSelect?.(null)}
          onTap={() => interactive && onSelect?.(null)}
        />
        {drawn.elements
          .filter((el) => !hide?.(el))
          .map((el) => (
            <Group
              key={el.id}
              id={el.id}
              x={el.x}
              y={el.y}
              width={el.width}
              height={el.height}
              rotation={el.rotation}
              opacity={el.opacity}
              draggable={interactive && !el.locked}
              onMouseDown={() => interactive && onSelect?.(el.id)}
              onTap={() => interactive && onSelect?.(el.id)}
              onDragMove={(e) => {
                // Konva moves the node itself while the pointer moves; the model hears of it
                // once, at the end: a command per pointer event re-rendered the editor, the
                // inspector and the slide's thumbnail on every frame of a drag.
                const others = slide.elements
                  .filter((o) => o.id !== el.id)
                  .map((o) => ({ x: o.x, y: o.y, width: o.width, height: o.height }));
                const snapped =
                  el.rotation === 0
                    ? snapBox({ x: e.target.x(), y: e.target.y(), width: el.width, height: el.height }, others, size, 8 / scale)
                    : { x: e.target.x(), y: e.target.y(), guides: [] };
                e.target.position({ x: snapped.x, y: snapped.y });
                setGuides((now) => (sameGuides(now, snapped.guides) ? now : snapped.guides));
              }}
              onDragEnd={(e) => {
                setGuides([]);
                command(el, { x: Math.round(e.target.x()), y: Math.round(e.target.y()) }, `move:${el.id}`);
                onGestureEnd?.();
              }}
              onTransform={(e) => {
                // Text keeps its font size: a resize changes the box, never stretches glyphs.
                if (el.type !== 'text') return;
                const node = e.target;
                node.setAttrs({
                  width: Math.max(40, node.width() * node.scaleX()),
                  height: Math.max(20, node.height() * node.scaleY()),
                  scaleX: 1,
                  scaleY: 1,
                });
              }}
              onTransformEnd={(e) => {
                const node = e.target;
                const patch = {
                  x: Math.round(node.x()),
                  y: Math.round(node.y()),
                  width: Math.max(4, Math.round(node.width() * node.scaleX())),
                  height: Math.max(4, Math.round(node.height() * node.scaleY())),
                  rotation: Math.round(node.rotation()),
                };
                node.scale({ x: 1, y: 1 });
                command(el, patch);
                onGestureEnd?.();
              }}
            >
              <ElementShape el={el} ctx={ctx} overflow={fits.get(el.id)?.overflow} />
            </Group>
          ))}
        {interactive
          ? drawn.elements
              .filter((el) => fits.get(el.id)?.overflow)
              .map((el) => (
                <Rect
                  key={`overflow-${el.id}`}
                  name="overflow-outline"
                  x={el.x}
                  y={el.y}
                  width={el.width}
                  height={el.height}
                  rotation={el.rotation}
                  stroke={OVERFLOW_COLOR}
                  strokeWidth={4 / scale}
                  dash={[14 / scale, 8 / scale]}
                  listening={false}
                />
              ))
          : null}
        {guides.map((g, i) => (
          <Line
            key={i}
            points={g.orientation === 'vertical' ? [g.at, 0, g.at, size.height] : [0, g.at, size.width, g.at]}
            stroke="#db2777"
            strokeWidth={2 / scale}
            dash={[8 / scale, 6 / scale]}
            listening={false}
          />
        ))}
        {interactive ? (
          <Transformer
            ref={transformer}
            rotateEnabled
            keepRatio={false}
            anchorSize={10}
            borderStroke="#7c3aed"
            anchorStroke="#7c3aed"
            rotationSnaps={[0, 90, 180, 270]}
            ignoreStroke
          />
        ) : null}
      </Layer>
    </Stage>
  );
}

const sameGuides = (a: Guide[], b: Guide[]) =>
  a.length === b.length && a.every((g, i) => g.orientation === b[i]!.orientation && g.at === b[i]!.at);

/** A small, non-interactive drawing of a slide, redrawn only when that slide changes. */
export const SlideThumb = memo(function SlideThumb(props: {
  format: CarouselFormat;
  slide: Slide;
  width: number;
  ctx: DrawContext;
  fontsReady: number;
}) {
  return <SlideStage {...props} />;
});
