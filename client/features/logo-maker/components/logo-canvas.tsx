// The chosen logo large, with a handle over each part a person can move by
// hand: the icon, the name, the tagline. A drag or the arrow keys (on the
// focused handle) change the part's offset in the document, clamped by the
// pure layout model against the unmoved drawing, so the preview, the SVG and
// the PNG stay one drawing; a drag, or a run of key presses, is one undo step.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { LogoDocument, LogoPart } from '@src/common/contracts/logo';
import { LOGO_PARTS } from '@src/common/contracts/logo';
import type { Command } from '@client/editor/history';
import { Button } from '@client/components/ui/button';
import { useLogoT } from '../messages';
import { movePart, offsetsOf, resetPositions } from '../model/document';
import { clampOffset, partBox, VIEW } from '../model/layout';
import type { FontPair } from '../model/outline';
import { logoDrawing, logoSvg } from '../model/render';
import { LogoArt } from './logo-art';

interface Props {
  doc: LogoDocument;
  fonts: FontPair;
  label: string;
  perform: (c: Command<LogoDocument>) => void;
  sealStep: () => void;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const pct = (v: number, of: number) => `${(v / of) * 100}%`;

export function LogoCanvas({ doc, fonts, label, perform, sealStep }: Props) {
  const { t } = useLogoT();
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ part: LogoPart; x: number; y: number; from: { x: number; y: number } } | null>(null);
  const [dragging, setDragging] = useState<LogoPart | null>(null);
  const base = logoDrawing(doc, fonts, doc.layout, false);
  const drawn = logoDrawing(doc, fonts);
  // Where a part is now: its stored offset as the model draws it (clamped if the words grew since).
  const current = (part: LogoPart) => clampOffset(base, part, offsetsOf(doc)[part] ?? { x: 0, y: 0 });
  const moveTo = (part: LogoPart, x: number, y: number) => perform(movePart(part, clampOffset(base, part, { x, y })));

  const onPointerDown = (part: LogoPart) => (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
    drag.current = { part, x: e.clientX, y: e.clientY, from: current(part) };
    setDragging(part);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    const width = box.current?.getBoundingClientRect().width;
    if (!d || !width) return;
    const scale = VIEW.width / width; // viewBox units per screen pixel
    moveTo(d.part, d.from.x + (e.clientX - d.x) * scale, d.from.y + (e.clientY - d.y) * scale);
  };
  const onPointerEnd = () => {
    if (!drag.current) return;
    drag.current = null;
    setDragging(null);
    sealStep();
  };
  const onKeyDown = (part: LogoPart) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const dir = ARROWS[e.key];
    if (!dir || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const step = e.shiftKey ? 10 : 1;
    const at = current(part);
    moveTo(part, at.x + dir[0] * step, at.y + dir[1] * step);
  };

  const moved = Object.keys(offsetsOf(doc)).length > 0;
  return (
    <>
      <div className="logo-stage" data-testid="logo-stage">
        <div className="logo-canvas" ref={box}>
          <LogoArt svg={logoSvg(doc, fonts).svg} label={label} />
          {LOGO_PARTS.map((part) => {
            const b = partBox(drawn, part);
            if (!b) return null;
            return (
              <button
                key={part}
                type="button"
                className="logo-handle"
                data-part={part}
                data-dragging={dragging === part}
                aria-label={t(`editor.move.${part}`)}
                style={{
                  left: pct(b.x0, VIEW.width),
                  top: pct(b.y0, VIEW.height),
                  width: pct(b.x1 - b.x0, VIEW.width),
                  height: pct(b.y1 - b.y0, VIEW.height),
                }}
                onPointerDown={onPointerDown(part)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerEnd}
                onPointerCancel={onPointerEnd}
                onKeyDown={onKeyDown(part)}
                onKeyUp={(e) => (ARROWS[e.key] ? sealStep() : undefined)}
                onBlur={sealStep}
              />
            );
          })}
        </div>
      </div>
      <div className="logo-stage-actions">
        <p className="muted small">{t('editor.moveHint')}</p>
        <Button variant="secondary" size="sm" disabled={!moved} onClick={() => perform(resetPositions)}>
          {t('editor.resetPositions')}
        </Button>
      </div>
    </>
  );
}
