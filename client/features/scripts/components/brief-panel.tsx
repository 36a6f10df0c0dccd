// The script's brief: topic, audience, format, target length and speaking rate.
// Text fields are one undo step per visit (sealed on leaving them).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_WPM,
  SCRIPT_FORMATS,
  SCRIPT_SECONDS,
  SCRIPT_WPM,
  type ScriptDocument,
  type ScriptFormat,
} from '@src/common/contracts/script';
import type { Command } from '@client/editor/history';
import { useScriptsT } from '../messages';
import { setMeta } from '../model/commands';
import { Panel } from '@client/components/ui/panel';
import { Options } from '@client/components/ui/options';
import { Field, SelectField } from '@client/components/ui/field';

/** The brief's numbers: the document's key, the label and the range the contract allows. */
const NUMBERS = [
  ['targetSeconds', 'editor.target', SCRIPT_SECONDS],
  ['wordsPerMinute', 'editor.rate', SCRIPT_WPM],
] as const;

export function BriefPanel({
  doc,
  perform,
  sealStep,
}: {
  doc: ScriptDocument;
  perform: (c: Command<ScriptDocument>) => void;
  sealStep: () => void;
}) {
  const { t } = useScriptsT();
  const { t: tm } = useTranslation();
  return (
    <Panel className="scr-panel" title={t('editor.brief')}>
      {(['topic', 'audience'] as const).map((key) => (
        <Field
          key={key}
          label={t(`editor.${key}`)}
          maxLength={200}
          value={doc[key]}
          onChange={(e) => perform(setMeta(key, e.target.value))}
          onBlur={sealStep}
        />
      ))}
      <SelectField label={t('editor.format')} value={doc.format} onChange={(v) => perform(setMeta('format', v as ScriptFormat))}>
        <Options values={SCRIPT_FORMATS} label={(f) => t(`formats.${f}`)} />
      </SelectField>
      <div className="two-cols">
        {NUMBERS.map(([key, label, range]) => (
          <NumberField
            key={key}
            label={t(label)}
            value={doc[key]}
            min={range.min}
            max={range.max}
            onCommit={(v) => perform(setMeta(key, v))}
          />
        ))}
      </div>
      <p className="muted small">{t('editor.rateHint', { language: tm(`languages.${doc.language}`), wpm: DEFAULT_WPM[doc.language] })}</p>
    </Panel>
  );
}

/** A number typed freely and committed when valid (on change within range, or clamped on leaving the field). */
function NumberField(p: { label: string; value: number; min: number; max: number; onCommit: (v: number) => void }) {
  const [text, setText] = useState(String(p.value));
  useEffect(() => setText(String(p.value)), [p.value]);
  const commit = (raw: string, clamp: boolean) => {
    const n = Math.round(Number(raw));
    if (!Number.isFinite(n) || raw.trim() === '') return clamp && setText(String(p.value));
    if (n >= p.min && n <= p.max) p.onCommit(n);
    else if (clamp) {
      const v = Math.min(p.max, Math.max(p.min, n));
      setText(String(v));
      p.onCommit(v);
    }
  };
  return (
    <Field
      label={p.label}
      type="number"
      inputMode="numeric"
      min={p.min}
      max={p.max}
      value={text}
      onChange={(e) => (setText(e.target.value), commit(e.target.value, false))}
      onBlur={(e) => commit(e.target.value, true)}
    />
  );
}
