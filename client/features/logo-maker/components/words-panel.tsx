// The brand's name and tagline. A field keeps what is typed; the document takes
// it once it is valid (an empty name is said, never saved), so the autosave
// never sends what the server would refuse.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_NAME_MAX, LOGO_TAGLINE_MAX, logoDocumentSchema, type LogoDocument } from '@src/common/contracts/logo';
import type { Command } from '@client/editor/history';
import { Field } from '@client/components/ui/field';
import { Panel } from '@client/components/ui/panel';
import { useLogoT } from '../messages';
import { setWords } from '../model/document';

interface Props {
  doc: LogoDocument;
  perform: (c: Command<LogoDocument>) => void;
  sealStep: () => void;
}

function WordField({ field, doc, perform, sealStep, label, max }: Props & { field: 'name' | 'tagline'; label: string; max: number }) {
  const { t: tm } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? doc[field];
  const check = logoDocumentSchema.shape[field].safeParse(value);
  return (
    <Field
      label={label}
      value={value}
      maxLength={max}
      data-testid={`logo-${field}`}
      error={check.success ? undefined : tm(check.error.issues[0]!.message)}
      onChange={(e) => {
        const v = e.target.value;
        setTyped(v);
        const ok = logoDocumentSchema.shape[field].safeParse(v);
        if (ok.success) perform(setWords(field, ok.data));
      }}
      onBlur={() => {
        setTyped(null);
        sealStep();
      }}
    />
  );
}

export function WordsPanel(props: Props) {
  const { t } = useLogoT();
  return (
    <Panel className="logo-panel" title={t('editor.words')}>
      <WordField {...props} field="name" label={t('editor.name')} max={LOGO_NAME_MAX} />
      <WordField {...props} field="tagline" label={t('editor.tagline')} max={LOGO_TAGLINE_MAX} />
    </Panel>
  );
}
