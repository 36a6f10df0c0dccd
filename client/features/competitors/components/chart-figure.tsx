// One chart of the comparison (decision 074): a figure with its caption, the
// canvas (uPlot, loaded with this page only), a legend of its series in the
// page's own markup, and a PNG download of what is drawn. Redrawn when the
// data, the width or the theme changes.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type uPlot from 'uplot';
import { Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useResolvedTheme } from '@client/lib/use-theme';
import { download } from '@client/lib/download';
import { useCompetitorsT } from '../messages';
import { useBoxWidth } from './use-box-width';
import { chartTheme, type ChartTheme } from './chart-theme';

export interface LegendItem {
  label: string;
  colour: string;
}

export type ChartBuild = (
  U: typeof uPlot,
  theme: ChartTheme,
  width: number,
) => { opts: Omit<uPlot.Options, 'width' | 'height'>; data: uPlot.AlignedData };

const HEIGHT = 260;

/** The drawn canvas with the title above and the legend below, on the theme's background, as a PNG. */
export async function canvasPng(canvas: HTMLCanvasElement, title: string, legend: LegendItem[]): Promise<Blob> {
  const theme = chartTheme();
  const ratio = canvas.width / Math.max(1, canvas.getBoundingClientRect().width || canvas.width);
  const pad = 16 * ratio;
  const band = 28 * ratio;
  const out = document.createElement('canvas');
  out.width = canvas.width + pad * 2;
  out.height = canvas.height + band * 2 + pad * 2;
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.fillStyle = theme.text;
  ctx.font = `600 ${15 * ratio}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.fillText(title, pad, pad + band / 2);
  ctx.drawImage(canvas, pad, pad + band);
  let x = pad;
  const y = pad + band + canvas.height + band / 2;
  ctx.font = `${13 * ratio}px system-ui, sans-serif`;
  for (const item of legend) {
    ctx.fillStyle = item.colour;
    ctx.fillRect(x, y - 5 * ratio, 10 * ratio, 10 * ratio);
    ctx.fillStyle = theme.text;
    ctx.fillText(item.label, x + 16 * ratio, y);
    x += 16 * ratio + ctx.measureText(item.label).width + 20 * ratio;
  }
  return new Promise((resolve, reject) => out.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
}

export function Legend({ items }: { items: LegendItem[] }) {
  const { t } = useCompetitorsT();
  return (
    <ul className="ca-legend" aria-label={t('charts.legend')}>
      {items.map((s) => (
        <li key={s.label} className="ca-legend-item">
          <span className="ca-swatch" style={{ background: s.colour }} aria-hidden="true" />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

export function ChartFigure({
  title,
  legend,
  summary,
  build,
  dataKey,
  fileName,
  testId,
  controls,
}: {
  title: string;
  legend: LegendItem[];
  /** What the chart says, for screen readers (the canvas is an image). */
  summary: string;
  build: ChartBuild;
  /** Changes when what `build` draws changes. */
  dataKey: string;
  fileName: string;
  testId: string;
  controls?: ReactNode;
}) {
  const { t } = useCompetitorsT();
  const theme = useResolvedTheme();
  const { box, width } = useBoxWidth<HTMLDivElement>();
  const plot = useRef<uPlot | null>(null);
  const buildRef = useRef(build);
  buildRef.current = build;
  const [U, setU] = useState<typeof uPlot | null>(null);
  const [failed, setFailed] = useState(false);
  const headingId = useId();

  useEffect(() => {
    let live = true;
    import('./uplot').then(
      (m) => live && setU(() => m.default),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!U || !el || width < 50) return;
    const { opts, data } = buildRef.current(U, chartTheme(), width);
    const chart = new U({ ...opts, width, height: HEIGHT, legend: { show: false } }, data, el);
    plot.current = chart;
    return () => {
      chart.destroy();
      plot.current = null;
    };
  }, [U, box, width, theme, dataKey]);

  const png = async () => {
    const canvas = plot.current?.ctx.canvas;
    if (canvas) download(await canvasPng(canvas, title, legend), `${fileName}.png`);
  };

  return (
    <figure className="card stack-card ca-figure" data-testid={testId}>
      <figcaption className="ca-figure-head">
        <h3 id={headingId}>{title}</h3>
        <Button size="sm" variant="secondary" icon={Download} onClick={() => void png()} disabled={!U} aria-describedby={headingId}>
          {t('charts.png')}
        </Button>
      </figcaption>
      {controls}
      <div ref={box} className="ca-canvas" role="img" aria-label={summary} tabIndex={0} style={{ minHeight: HEIGHT }}>
        {failed ? <p className="muted">{t('charts.failed')}</p> : !U ? <p className="muted">{t('charts.loading')}</p> : null}
      </div>
      <Legend items={legend} />
    </figure>
  );
}
