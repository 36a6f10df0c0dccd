// The whole HTML document, rendered by React in the same pass as the page: one
// renderToReadableStream and no stream stitched around it (decision 012). The
// browser hydrates only #root, so this shell is server-only. The boot state is
// serialized so that nothing in it can end the script element.
import type { ReactNode } from 'react';
import { BOOT_STATE_ID, themeBootScript } from '../../client/entry.server';
import type { PageAssets } from './assets';

export interface DocumentProps {
  lang: string;
  title: string;
  description: string;
  nonce: string;
  assets: PageAssets;
  /** serializeBootState's output: already safe inside <script>. */
  bootJson: string;
  children: ReactNode;
}

export function Document({ lang, title, description, nonce, assets, bootJson, children }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="color-scheme" content="light dark" />
        {/* Vite's preload helper reads the nonce from here for the links it adds. */}
        <meta property="csp-nonce" nonce={nonce} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Before any paint: the stored theme, so there is no flash of the other one. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <link rel="modulepreload" href={assets.entry} nonce={nonce} />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
      </head>
      {/* The browser wraps the app in the same sibling lists (client/lib/server-place.tsx) so useId agrees. */}
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id={BOOT_STATE_ID} dangerouslySetInnerHTML={{ __html: bootJson }} />
        <script type="module" nonce={nonce} src={assets.entry} />
      </body>
    </html>
  );
}
