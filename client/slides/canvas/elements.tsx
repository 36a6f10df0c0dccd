// One model element drawn with Konva. Nothing here decides anything: sizes,
// colours and fonts come from the element and the applied brand.
import { Ellipse, Group, Image as KImage, Line, Rect, Text } from 'react-konva';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { CarouselElement } from '@src/common/contracts/carousel';
import { resolveColor, resolveFont } from '../model/brand';
import { listText } from '../model/fit';
import { fontFamilyCss, konvaFontStyle } from './measure';
import { useImage } from './use-image';

export interface DrawContext {
  brand: BrandKitSnapshot | null;
  imageUrl: (assetId: string) => string;
}

function Picture({
  url,
  width,
  height,
  fit,
  cornerRadius,
}: {
  url: string | null;
  width: number;
  height: number;
  fit: 'cover' | 'contain';
  cornerRadius: number;
}) {
  const img = useImage(url);
  if (!img)
    return (
      <Rect
        width={width}
        height={height}
        fill="#94a3b8"
        opacity={0.35}
        cornerRadius={cornerRadius}
        dash={[12, 8]}
        stroke="#64748b"
        strokeWidth={2}
      />
    );
  const scale = fit === 'cover' ? Math.max(width / img.width, height / img.height) : Math.min(width / img.width, height / img.height);
  if (fit === 'contain') {
    const w = img.width * scale;
    const h = img.height * scale;
    return <KImage image={img} x={(width - w) / 2} y={(height - h) / 2} width={w} height={h} cornerRadius={cornerRadius} />;
  }
  const cw = width / scale;
  const ch = height / scale;
  return (
    <KImage
      image={img}
      width={width}
      height={height}
      crop={{ x: (img.width - cw) / 2, y: (img.height - ch) / 2, width: cw, height: ch }}
      cornerRadius={cornerRadius}
    />
  );
}

/**
 * `el` is the fitted element (its text at the fitted size). An overflowing text
 * is drawn without a height: Konva then draws every line, below the box if it
 * must, rather than dropping the last ones unseen.
 */
export function ElementShape({ el, ctx, overflow = false }: { el: CarouselElement; ctx: DrawContext; overflow?: boolean }) {
  const color = (v: Parameters<typeof resolveColor>[0] | null) => (v === null ? undefined : resolveColor(v, ctx.brand));
  switch (el.type) {
    case 'text': {
      const font = resolveFont(el.font, ctx.brand);
      return (
        <Text
          width={el.width}
          height={overflow ? undefined : el.height}
          text={listText(el.text, el.list)}
          fontFamily={fontFamilyCss(font.cssFamily)}
          fontSize={el.fontSize}
          fontStyle={konvaFontStyle({ italic: el.italic, weight: el.fontWeight })}
          fill={color(el.color)}
          align={el.align}
          lineHeight={el.lineHeight}
          wrap="word"
        />
      );
    }
    case 'shape':
      if (el.shape === 'ellipse')
        return (
          <Ellipse
            x={el.width / 2}
            y={el.height / 2}
            radiusX={el.width / 2}
            radiusY={el.height / 2}
            fill={color(el.fill)}
            stroke={color(el.stroke)}
            strokeWidth={el.strokeWidth}
          />
        );
      if (el.shape === 'line')
        return (
          <Line
            points={[0, el.height / 2, el.width, el.height / 2]}
            stroke={color(el.stroke ?? el.fill)}
            strokeWidth={Math.max(1, el.strokeWidth || el.height)}
            hitStrokeWidth={24}
          />
        );
      return (
        <Rect
          width={el.width}
          height={el.height}
          fill={color(el.fill)}
          stroke={color(el.stroke)}
          strokeWidth={el.strokeWidth}
          cornerRadius={el.cornerRadius}
        />
      );
    case 'image':
      return (
        <Picture
          url={el.assetId ? ctx.imageUrl(el.assetId) : null}
          width={el.width}
          height={el.height}
          fit={el.fit}
          cornerRadius={el.cornerRadius}
        />
      );
    case 'logo':
      return <Picture url={ctx.brand?.logos[el.variant]?.url ?? null} width={el.width} height={el.height} fit="contain" cornerRadius={0} />;
  }
}

export { Group };
