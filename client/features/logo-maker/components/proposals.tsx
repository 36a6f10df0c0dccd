// Every proposal for the logo's words, drawn live with its font, as a grid of
// buttons: the chosen one is pressed; choosing is one undo step.
import { LOGO_LAYOUTS, type LogoDocument } from '@src/common/contracts/logo';
import type { Command } from '@client/editor/history';
import { Panel } from '@client/components/ui/panel';
import { useLogoT } from '../messages';
import { setLayout } from '../model/document';
import type { FontPair } from '../model/outline';
import { logoSvg } from '../model/render';
import { LogoArt } from './logo-art';

interface Props {
  doc: LogoDocument;
  fonts: FontPair;
  perform: (c: Command<LogoDocument>) => void;
}

export function Proposals({ doc, fonts, perform }: Props) {
  const { t } = useLogoT();
  return (
    <Panel className="logo-panel logo-proposals" title={t('editor.proposals')}>
      <p className="muted small">{t('editor.proposalsHint')}</p>
      <div className="logo-grid" data-testid="logo-proposals">
        {LOGO_LAYOUTS.map((layout) => (
          <button
            key={layout}
            type="button"
            className="logo-proposal"
            aria-pressed={doc.layout === layout}
            data-layout={layout}
            onClick={() => perform(setLayout(layout))}
          >
            <LogoArt svg={logoSvg(doc, fonts, 'light', layout).svg} />
            <span className="small">{t(`layouts.${layout}`)}</span>
          </button>
        ))}
      </div>
    </Panel>
  );
}
