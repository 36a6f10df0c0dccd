// The script's brief: topic, audience, format, target length and speaking rate.
// Text fields are one undo step per visit (sealed on leaving them).
import { useEffect, useId, useState } from 'react';
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
  const ids = { format: useId(), target: useId(), rate: useId() };
  return (
    <Panel className="scr-panel" title={t('editor.brief')}>
      <div className="field">
        <label htmlFor={`${ids.format}-topic`}>{t('editor.topic')}</label>
        <input
          id={`${ids.format}-topic`}
          className="input"
          maxLength={200}
          value={doc.topic}
          onChange={(e) => perform(setMeta('topic', e.target.value))}
          onBlur={sealStep}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids.format}-aud`}>{t('editor.audience')}</label>
        <input
          id={`${ids.format}-aud`}
          className="input"
          maxLength={200}
          value={doc.audience}
          onChange={(e) => perform(setMeta('audience', e.target.value))}
          onBlur={sealStep}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.format}>{t('editor.format')}</label>
        <select
          id={ids.format}
          className="input"
          value={doc.format}
          onChange={(e) => perform(setMeta('format', e.target.value as ScriptFormat))}
        >
          <Options values={SCRIPT_FORMATS} label={(f) => t(`formats.${f}`)} />
        </select>
      </div>
      <div className="two-cols">
        <NumberField
          id={ids.target}
          label={t('editor.target')}
          value={doc.targetSeconds}
          min={SCRIPT_SECONDS.min}
          max={SCRIPT_SECONDS.max}
          onCommit={(v) => perform(setMeta('targetSeconds', v))}
        />
        <NumberField
          id={ids.rate}
          label={t('editor.rate')}
          value={doc.wordsPerMinute}
          min={SCRIPT_WPM.min}
          max={SCRIPT_WPM.max}
          onCommit={(v) => perform(setMeta('wordsPerMinute', v))}
        />
      </div>
      <p className="muted small">{t('editor.rateHint', { language: tm(`languages.${doc.language}`), wpm: DEFAULT_WPM[doc.language] })}</p>
    </Panel>
  );
}

/** A number typed freely and committed when valid (on change within range, or clamped on leaving the field). */
function NumberField(p: { id: string; label: string; value: number; min: number; max: number; onCommit: (v: number) => void }) {
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
    <div className="field">
      <label htmlFor={p.id}>{p.label}</label>
      <input
        id={p.id}
        className="input"
        type="number"
        inputMode="numeric"
        min={p.min}
        max={p.max}
        value={text}
        onChange={(e) => (setText(e.target.value), commit(e.target.value, false))}
        onBlur={(e) => commit(e.target.value, true)}
      />
    </div>
  );
}
