// The icon: searched by a word in Portuguese or English over the curated set,
// with the icons the name's and tagline's own words name suggested first
// (offline rules; the AI suggestion of production is not in this slice).
import { useState } from 'react';
import type { LogoDocument } from '@src/common/contracts/logo';
import type { Command } from '@client/editor/history';
import { SearchInput } from '@client/components/ui/field';
import { Panel } from '@client/components/ui/panel';
import { useLogoT } from '../messages';
import { setIcon } from '../model/document';
import { searchIcons, suggestIcons } from '@src/common/brand/logo-icons';
import { iconSvg } from '../model/render';
import { LogoArt } from './logo-art';

interface Props {
  doc: LogoDocument;
  perform: (c: Command<LogoDocument>) => void;
}
const SHOWN = 30;

/** The icons as pressable choices (the chosen one pressed): the search's, the rules' and the AI's suggestions. */
export function IconChoices({ ids, doc, perform, testId }: Props & { ids: string[]; testId: string }) {
  const { t } = useLogoT();
  return (
    <div className="logo-icons" data-testid={testId}>
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          className="logo-icon"
          aria-pressed={doc.icon === id}
          aria-label={t('editor.iconLabel', { name: id })}
          title={id}
          data-icon={id}
          onClick={() => perform(setIcon(id))}
        >
          <LogoArt svg={iconSvg(id, 'currentColor')} className="logo-icon-art" />
        </button>
      ))}
    </div>
  );
}

export function IconPanel({ doc, perform }: Props) {
  const { t } = useLogoT();
  const [q, setQ] = useState('');
  const found = searchIcons(q).slice(0, SHOWN);
  const suggested = suggestIcons(doc.name, doc.tagline);
  return (
    <Panel className="logo-panel" title={t('editor.icon')}>
      {suggested.length ? (
        <>
          <h3 className="logo-subtitle">{t('editor.suggested')}</h3>
          <IconChoices ids={suggested} doc={doc} perform={perform} testId="logo-suggested" />
        </>
      ) : null}
      <p className="muted small">{t('editor.suggestHint')}</p>
      <SearchInput label={t('editor.iconSearch')} value={q} onChange={setQ} maxLength={40} />
      {found.length ? (
        <IconChoices ids={found} doc={doc} perform={perform} testId="logo-icon-results" />
      ) : (
        <p className="muted small" role="status">
          {t('editor.iconNone', { q })}
        </p>
      )}
    </Panel>
  );
}
