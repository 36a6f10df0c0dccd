// The canvas proof of concept: the model's commands and history driving one
// interactive slide, with no server behind it.
import { useMemo, useState } from 'react';
import type { Locale } from '@src/common/locales';
import { fontFaceRules, useFontsReady } from '../../../slides/canvas/fonts';
import { SlideStage } from '../../../slides/canvas/slide-stage';
import { fontsOf } from '../../../slides/model/brand';
import { randomId } from '../../../slides/model/document';
import { perform, seal, startHistory } from '../../../slides/model/history';
import { templateDocument } from '../../../slides/model/templates';
import { useCarouselT } from '../messages';

export default function Poc() {
  const { i18n } = useCarouselT();
  const [history, setHistory] = useState(() => startHistory(templateDocument('bold', i18n.language as Locale, 'square', randomId)));
  const [selected, setSelected] = useState<string | null>(null);
  const doc = history.present;
  const fonts = useMemo(() => fontsOf(null, ['heading', 'body']), []);
  const ready = useFontsReady(fonts);
  const ctx = useMemo(() => ({ brand: null, imageUrl: () => '' }), []);
  return (
    <div className="poc-canvas" data-testid="poc-canvas">
      <style>{fontFaceRules(fonts)}</style>
      <SlideStage
        format={doc.format}
        slide={doc.slides[0]!}
        width={540}
        ctx={ctx}
        fontsReady={ready}
        interactive
        selectedId={selected}
        onSelect={setSelected}
        onCommand={(c) => setHistory((h) => perform(h, c))}
        onGestureEnd={() => setHistory(seal)}
      />
    </div>
  );
}
