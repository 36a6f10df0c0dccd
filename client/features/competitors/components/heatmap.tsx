// The best days and hours to post (decision 074): a 7 × 24 heatmap drawn on a
// canvas of its own, each cell the share of a channel's views published then
// (in the viewer's time zone, decision 082, said in the figure). The canvas is an image with its best slots said in words beside it;
// arrow keys move a focused cell whose value is read out. PNG like the charts.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/field';
import { download } from '@client/lib/download';
import { useResolvedTheme } from '@client/lib/use-theme';
import type { CompetitorChannel } from '@src/common/contracts/competitors';
import { knownZone, postingHeatmap } from '@src/common/competitors/stats';
import { useCompetitorsT } from '../messages';
import { useBoxWidth } from './use-box-width';
import { chartTheme } from './chart-theme';
import { canvasPng } from './chart-figure';

const LEFT = 40;
const TOP = 8;
const BOTTOM = 22;
const ROW = 24;

/** The best `n` cells, best first, as [day, hour]. */
export function bestSlots(heatmap: number[][], n = 3): [number, number][] {
  const cells: [number, number, number][] = [];
  heatmap.forEach((row, d) => row.forEach((v, h) => v > 0 && cells.push([d, h, v])));
  return cells
    .sort((a, b) => b[2] - a[2] || a[0] - b[0] || a[1] - b[1])
    .slice(0, n)
    .map(([d, h]) => [d, h]);
}

export function Heatmap({ channels }: { channels: CompetitorChannel[] }) {
  const { t } = useCompetitorsT();
  const theme = useResolvedTheme();
  const [picked, setPicked] = useState(channels[0]?.id ?? '');
  const channel = channels.find((c) => c.id === picked) ?? channels[0]!;
  // The server's cells are UTC; the browser's zone is known only after hydration, so the first render matches the server's.
  const [zone, setZone] = useState('UTC');
  useEffect(() => setZone(knownZone(Intl.DateTimeFormat().resolvedOptions().timeZone)), []);
  const heatmap = useMemo(() => (zone === 'UTC' ? channel.heatmap : postingHeatmap(channel.videos, zone)), [channel, zone]);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { box, width } = useBoxWidth<HTMLDivElement>();
  const [focus, setFocus] = useState<[number, number] | null>(null);
  const headingId = useId();
  const daysText = t('heatmap.days');
  const days = daysText.split(',');
  const slot = ([d, h]: [number, number]) => t('heatmap.slot', { day: days[d], hour: String(h).padStart(2, '0') });
  const best = bestSlots(heatmap);
  const bestText = best.length ? t('heatmap.best', { slots: best.map(slot).join('; ') }) : t('heatmap.none');

  useEffect(() => {
    const c = canvas.current;
    if (!c || width < 100) return;
    const colours = chartTheme();
    const ratio = window.devicePixelRatio || 1;
    const height = TOP + ROW * 7 + BOTTOM;
    c.width = Math.floor(width * ratio);
    c.height = Math.floor(height * ratio);
    c.style.width = `${width}px`;
    c.style.height = `${height}px`;
    const ctx = c.getContext('2d')!;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const cell = (width - LEFT) / 24;
    ctx.font = '12px system-ui, sans-serif';
    ctx.textBaseline = 'middle';
    for (let d = 0; d < 7; d++) {
      ctx.fillStyle = colours.muted;
      ctx.textAlign = 'left';
      ctx.fillText(days[d] ?? '', 0, TOP + d * ROW + ROW / 2);
      for (let h = 0; h < 24; h++) {
        const v = heatmap[d]?.[h] ?? 0;
        const x = LEFT + h * cell;
        const y = TOP + d * ROW;
        ctx.fillStyle = colours.grid;
        ctx.fillRect(x + 1, y + 1, cell - 2, ROW - 2);
        if (v > 0) {
          ctx.globalAlpha = 0.15 + 0.85 * v;
          ctx.fillStyle = colours.accent;
          ctx.fillRect(x + 1, y + 1, cell - 2, ROW - 2);
          ctx.globalAlpha = 1;
        }
        if (focus && focus[0] === d && focus[1] === h) {
          ctx.strokeStyle = colours.text;
          ctx.lineWidth = 2;
          ctx.strokeRect(x + 1, y + 1, cell - 2, ROW - 2);
        }
      }
    }
    ctx.fillStyle = colours.muted;
    ctx.textAlign = 'center';
    for (let h = 0; h < 24; h += 3) ctx.fillText(String(h), LEFT + h * cell + cell / 2, TOP + 7 * ROW + BOTTOM / 2 + 2);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `days` is `daysText` split
  }, [heatmap, width, theme, focus, daysText]);

  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const m = moves[e.key];
    if (!m) return;
    e.preventDefault();
    const [d, h] = focus ?? best[0] ?? [0, 0];
    setFocus(focus ? [(d + m[0] + 7) % 7, (h + m[1] + 24) % 24] : [d, h]);
  };
  const focused = focus ? `${slot(focus)}: ${Math.round((heatmap[focus[0]]?.[focus[1]] ?? 0) * 100)}%` : '';
  const zoneText = t('heatmap.zone', { zone: zone === 'UTC' ? 'UTC' : zone.replace(/_/g, ' ') });
  const title = `${t('heatmap.title')} — ${channel.title} (${zoneText})`;

  const png = async () => {
    if (canvas.current) download(await canvasPng(canvas.current, title, []), `${t('csv.file')}-${t('heatmap.channel')}.png`);
  };

  return (
    <figure className="card stack-card ca-figure" data-testid="chart-heatmap">
      <figcaption className="ca-figure-head">
        <h3 id={headingId}>{t('heatmap.title')}</h3>
        <Button size="sm" variant="secondary" icon={Download} onClick={() => void png()} aria-describedby={headingId}>
          {t('charts.png')}
        </Button>
      </figcaption>
      {channels.length > 1 ? (
        <SelectField label={t('heatmap.channel')} value={channel.id} onChange={setPicked}>
          {channels.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </SelectField>
      ) : null}
      <p className="muted small">
        {t('heatmap.hint')} <strong data-testid="heatmap-zone">{zoneText}</strong>
      </p>
      <div ref={box} className="ca-heatmap">
        <canvas ref={canvas} role="img" aria-label={`${title}. ${bestText}`} tabIndex={0} onKeyDown={onKey} onBlur={() => setFocus(null)} />
      </div>
      <p className="ca-best" aria-live="polite">
        {focused || bestText}
      </p>
    </figure>
  );
}
