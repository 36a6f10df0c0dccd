// The logo maker's icons: the shared curated map and its bilingual search
// (client/media/icons, also drawn by the image editor), and the offline
// suggestion from the brand's words. The AI suggestion of production is not here.
import { FOLDED_ICON_WORDS, fold } from '@client/media/icons/icon-words';

export { LOGO_ICONS, LOGO_ICON_IDS, fold, searchIcons, type LogoIconId } from '@client/media/icons/icon-words';

/** Offline suggestions: the icons any word of the name or tagline names exactly, in the order the words come. */
export function suggestIcons(name: string, tagline: string): string[] {
  const words = fold(`${name} ${tagline}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
  const out: string[] = [];
  for (const w of words) for (const i of FOLDED_ICON_WORDS) if (i.words.includes(w) && !out.includes(i.id)) out.push(i.id);
  return out;
}
