// The project's languages: the transcript's track and a translation, one shown
// (and exported) at a time. Translating goes through the AI layer, 1 credit a
// batch of cues; offline it is a word-for-word draft and the page says so.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { toast } from 'sonner';
import { TRANSLATE_BATCH_MAX, type SubtitleLanguage, type SubtitlesDocument } from '@src/common/contracts/subtitles';
import { Button } from '@client/components/ui/button';
import { showError } from '@client/lib/errors';
import { aiStatusQuery } from '../../../services/ai-status';
import { useTranslateCues } from '../api';
import { useSubtitlesT } from '../messages';
import { Panel } from '@client/components/ui/panel';

interface Props {
  org: string;
  doc: SubtitlesDocument;
  kitId: string | null;
  onShow: (language: SubtitleLanguage) => void;
  onTranslated: (language: SubtitleLanguage, texts: Map<string, string>, offline: boolean) => void;
}

export function TracksPanel({ org, doc, kitId, onShow, onTranslated }: Props) {
  const { t } = useSubtitlesT();
  const { t: tm } = useTranslation();
  const ai = useQuery(aiStatusQuery());
  const translate = useTranslateCues(org);
  const [busy, setBusy] = useState(false);
  const source = doc.tracks.find((tr) => tr.origin === 'transcript');
  const target: SubtitleLanguage | null = source ? (source.language === 'pt' ? 'en' : 'pt') : null;
  const existing = doc.tracks.find((tr) => tr.language === target);
  const batches = source ? Math.max(1, Math.ceil(source.cues.length / TRANSLATE_BATCH_MAX)) : 0;

  const run = async () => {
    if (!source || !target) return;
    setBusy(true);
    // One key per batch of this user action: a retry of a batch is not charged twice.
    const action = crypto.randomUUID();
    try {
      const texts = new Map<string, string>();
      let offline = false;
      for (let i = 0; i < batches; i++) {
        const cues = source.cues
          .slice(i * TRANSLATE_BATCH_MAX, (i + 1) * TRANSLATE_BATCH_MAX)
          .map((c) => ({ id: c.id, text: c.text, durationMs: c.endMs - c.startMs }));
        const r = await translate.mutateAsync({
          req: { kitId, from: source.language, to: target, cues },
          idempotencyKey: `${action}-${i}`,
        });
        r.cues.forEach((c) => texts.set(c.id, c.text));
        offline ||= r.offline;
      }
      onTranslated(target, texts, offline);
      toast.success(t('translate.done', { language: t(`languages.${target}`) }));
    } catch (error) {
      showError(error, tm);
    } finally {
      setBusy(false);
    }
  };

  if (!source) return null;
  return (
    <Panel className="st-panel" icon={Languages} title={t('tracks.title')} data-testid="st-tracks">
      <div className="st-track-tabs" role="group" aria-label={t('tracks.title')}>
        {doc.tracks.map((tr) => (
          <button
            key={tr.language}
            type="button"
            className={`btn btn-sm ${doc.active === tr.language ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={doc.active === tr.language}
            title={t('tracks.show', { language: t(`languages.${tr.language}`) })}
            onClick={() => onShow(tr.language)}
          >
            {t(`languages.${tr.language}`)} · {tr.offline ? t('tracks.offlineDraft') : t(`tracks.${tr.origin}`)}
          </button>
        ))}
      </div>
      {existing?.offline && doc.active === existing.language ? (
        <p className="small st-note" data-testid="st-offline-track">
          <span className="badge">{tm('app.offlineMode')}</span> {t('translate.offlineTrack')}
        </p>
      ) : null}
      {target ? (
        <Button variant="secondary" size="sm" icon={Languages} loading={busy} disabled={busy} onClick={() => void run()}>
          {busy
            ? t('translate.running')
            : existing
              ? t('translate.again', { count: batches })
              : t('translate.button', { count: batches, language: t(`languages.${target}`) })}
        </Button>
      ) : null}
      {ai.data?.offline ? (
        <p className="muted small" data-testid="offline-mode">
          <span className="badge">{tm('app.offlineMode')}</span> {t('translate.offlineHint')}
        </p>
      ) : null}
    </Panel>
  );
}
