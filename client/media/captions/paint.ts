// Paints a caption frame's draw commands on a 2D canvas (a page's or the render
// worker's OffscreenCanvas): the only place caption pixels are made.
import type { DrawCommand } from './frame';

type Ctx = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export function paintCommands(ctx: Ctx, commands: readonly DrawCommand[]): void {
  for (const c of commands) {
    ctx.save();
    if (c.kind === 'rect') {
      ctx.fillStyle = c.color;
      ctx.beginPath();
      ctx.roundRect(c.x, c.y, c.width, c.height, c.radius);
      ctx.fill();
      ctx.restore();
      continue;
    }
    ctx.font = c.font;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    if (c.scale !== 1) {
      const cx = c.x + ctx.measureText(c.text).width / 2;
      ctx.translate(cx, c.y);
      ctx.scale(c.scale, c.scale);
      ctx.translate(-cx, -c.y);
    }
    if (c.clipWidth !== null) {
      ctx.beginPath();
      ctx.rect(c.x, c.y - 1e4, c.clipWidth, 2e4);
      ctx.clip();
    }
    if (c.outline) {
      ctx.lineWidth = c.outline.width;
      ctx.lineJoin = 'round';
      ctx.strokeStyle = c.outline.color;
      ctx.strokeText(c.text, c.x, c.y);
    }
    ctx.fillStyle = c.color;
    ctx.fillText(c.text, c.x, c.y);
    ctx.restore();
  }
}
