// The brand kit in the image editor: the default kit's colours and fonts offered
// to texts and new layers, its logos offered as image layers, and the kit fonts
// the document's texts use loaded with FontFace (bundled ones from the app's own
// files, uploaded ones from the organization's fonts) before they are drawn.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bundledFont, bundledFontUrl } from '@src/common/brand/fonts';
import { COLOR_ROLES, type BrandKitSnapshot, type ResolvedFont } from '@src/common/contracts/brand-kits';
import type { ImageDocument } from '@src/common/contracts/image';
import { fontsQuery, kitSnapshotQuery } from '@client/services/brand-kits';
import { kitFontCssFamily } from '../model/text';

/** A font as a text layer names it. */
export const fontValue = (f: Pick<ResolvedFont, 'source' | 'id'>) => `${f.source}:${f.id}`;

export function useImageKit(org: string) {
  const snapshot = useQuery({ ...kitSnapshotQuery(org), enabled: Boolean(org) });
  return { kit: snapshot.data ?? null, isLoading: snapshot.isLoading };
}

/** The kit's colours, role by role, then its named swatches. */
export function kitColors(kit: BrandKitSnapshot | null): { role: string | null; name: string; color: string }[] {
  if (!kit) return [];
  return [
    ...COLOR_ROLES.map((role) => ({ role, name: role, color: kit.colors[role] })),
    ...kit.swatches.map((s) => ({ role: null, name: s.name || s.color, color: s.color })),
  ];
}

const loaded = new Set<string>();
/** Declares and loads each kit font the texts use; the number changes when one arrives, so the preview redraws. */
export function useLayerFonts(org: string, doc: ImageDocument): number {
  const fonts = [...new Set(doc.layers.flatMap((l) => (l.kind === 'text' && l.font.includes(':') ? [l.font] : [])))];
  const uploaded = useQuery({ ...fontsQuery(org), enabled: Boolean(org) && fonts.some((f) => f.startsWith('uploaded:')) });
  const [ready, setReady] = useState(0);
  const key = fonts.join('|');
  useEffect(() => {
    let live = true;
    const files = fonts.flatMap((font) => {
      const [source, id] = font.split(':') as [string, string];
      if (source === 'bundled')
        return (bundledFont(id)?.weights ?? []).map((weight) => ({ font, url: bundledFontUrl(id, weight), weight }));
      const file = uploaded.data?.find((f) => f.id === id);
      return file ? [{ font, url: file.url, weight: 400 }] : [];
    });
    const wanted = files.filter((f) => !loaded.has(`${f.url}`));
    if (!wanted.length) return;
    void Promise.all(
      wanted.map(async (f) => {
        loaded.add(f.url);
        const face = new FontFace(kitFontCssFamily(f.font), `url('${f.url}')`, { weight: String(f.weight) });
        document.fonts.add(face);
        await face.load().catch(() => loaded.delete(f.url));
      }),
    ).then(() => live && setReady((n) => n + 1));
    return () => {
      live = false;
    };
  }, [key, uploaded.data]); // eslint-disable-line react-hooks/exhaustive-deps
  return ready;
}
