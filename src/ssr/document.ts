// The HTML around the React stream. Attribute values are escaped; the boot state
// is serialized so that nothing in it can end the script element.
import { themeBootScript } from '../../client/lib/theme';
import { BOOT_STATE_ID, serializeBootState, type BootState } from '../../client/app/boot-state';
import { escapeHtml } from '../common/html';
import type { PageAssets } from './assets';


export interface DocumentParts {
  lang: string;
  title: string;
  description: string;
  nonce: string;
  assets: PageAssets;
}

export function documentHead({ lang, title, description, nonce, assets }: DocumentParts): string {
  const n = escapeHtml(nonce);
  return [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    '<meta name="color-scheme" content="light dark">',
    `<meta property="csp-nonce" nonce="${n}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<script nonce="${n}">${themeBootScript}</script>`,
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    `<link rel="modulepreload" href="${escapeHtml(assets.entry)}" nonce="${n}">`,
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" nonce="${n}">`),
    '</head><body><div id="root">',
  ].join('');
}

export function documentTail(state: BootState, nonce: string, assets: PageAssets): string {
  return [
    '</div>',
    `<script type="application/json" id="${BOOT_STATE_ID}">${serializeBootState(state)}</script>`,
    `<script type="module" nonce="${escapeHtml(nonce)}" src="${escapeHtml(assets.entry)}"></script>`,
    '</body></html>',
  ].join('');
}
