// Named versions of the script: save the current text under a name, restore
// one (an undoable step), or delete it.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { RotateCcw, Save, Trash2 } from 'lucide-react';
import { SCRIPT_VERSIONS_MAX, scriptTiming, type ScriptDocument } from '@src/common/contracts/script';
import { Button } from '@client/components/ui/button';
import type { Command } from '@client/editor/history';
import { useScriptsT } from '../messages';
import { deleteVersion, restoreVersion, saveVersion } from '../model/commands';
import { clock } from '../model/outputs';
import { randomId } from './new-script-dialog';
import { Panel } from '@client/components/ui/panel';
import { Field } from '@client/components/ui/field';

export function VersionsPanel({ doc, perform }: { doc: ScriptDocument; perform: (c: Command<ScriptDocument>) => void }) {
  const { t, i18n } = useScriptsT();
  const [versionName, setVersionName] = useState('');

  const onSaveVersion = (e: FormEvent) => {
    e.preventDefault();
    const name = versionName.trim() || t('versions.defaultName', { n: doc.versions.length + 1 });
    perform(saveVersion(randomId(), name, new Date().toISOString()));
    setVersionName('');
    toast.success(t('versions.saved', { name }));
  };

  return (
    <Panel className="scr-panel" title={t('versions.title')} data-testid="scr-versions">
      <form className="scr-version-form" onSubmit={onSaveVersion}>
        <Field
          label={t('versions.name')}
          maxLength={80}
          placeholder={t('versions.placeholder')}
          value={versionName}
          onChange={(e) => setVersionName(e.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary" icon={Save} iconSize={16}>
          {t('versions.save')}
        </Button>
      </form>
      {doc.versions.length === 0 ? (
        <p className="muted small">{t('versions.empty')}</p>
      ) : (
        <ol className="scr-versions" reversed>
          {[...doc.versions].reverse().map((v) => (
            <li key={v.id} className="scr-version">
              <div>
                <strong>{v.name}</strong>
                <span className="muted small">
                  {t('versions.when', {
                    date: savedWhen(v.savedAt, i18n.language),
                    estimate: clock(scriptTiming(v.content).total),
                  })}
                </span>
              </div>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('versions.restoreLabel', { name: v.name })}
                icon={RotateCcw}
                iconSize={16}
                onClick={() => {
                  perform(restoreVersion(v.id));
                  toast.success(t('versions.restored', { name: v.name }));
                }}
              >
                {t('versions.restore')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('versions.remove', { name: v.name })}
                title={t('versions.remove', { name: v.name })}
                icon={Trash2}
                iconSize={16}
                onClick={() => perform(deleteVersion(v.id))}
              />
            </li>
          ))}
        </ol>
      )}
      {doc.versions.length >= SCRIPT_VERSIONS_MAX ? (
        <p className="muted small">{t('versions.limit', { count: SCRIPT_VERSIONS_MAX })}</p>
      ) : null}
    </Panel>
  );
}

/** Versions are often saved minutes apart: the day and the time. */
const savedWhen = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
