// The browser hydrates #root alone while the server renders the whole document,
// and React's useId counts the lists of siblings above an element: the client's
// wrapper (AtServerPlace) must stand for the same lists as Document, or every
// label the server drew points at an id the browser never gives its input.
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AtServerPlace } from '@client/lib/server-place';
import { Document } from '@src/ssr/document';

function Probe() {
  const id = useId();
  return <output data-probe={id} />;
}
const probeId = (html: string) => /data-probe="([^"]+)"/.exec(html)?.[1];

const document = (children: React.ReactNode) =>
  renderToString(
    <Document
      lang="pt-BR"
      title="t"
      description="d"
      nonce="n"
      assets={{ css: ['/a.css'], entry: '/e.js', preload: ['/p.js'] }}
      bootJson="{}"
    >
      {children}
    </Document>,
  );

describe('the app sits at the same place in both trees', () => {
  it('gives useId the same id inside Document on the server and inside AtServerPlace in the browser', () => {
    const server = probeId(document(<Probe />));
    const browser = probeId(
      renderToString(
        <AtServerPlace>
          <Probe />
        </AtServerPlace>,
      ),
    );
    expect(server).toBeTruthy();
    expect(browser).toBe(server);
  });

  it('would not without the wrapper (the check can fail)', () => {
    expect(probeId(renderToString(<Probe />))).not.toBe(probeId(document(<Probe />)));
  });
});
