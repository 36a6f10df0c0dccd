// The clip render controller: the page's render queue (one clip at a time in
// the media worker, each saved to the library and paid for), its jobs as React
// state, and what a finished or failed render tells the page.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ClipDocument } from '@src/common/contracts/clip';
import type { TranscriptWord } from '@src/common/contracts/transcript';
import type { BrandKitSnapshot } from '@src/common/contracts/brand-kits';
import type { Command } from '@client/editor/history';
import { showError } from '@client/lib/errors';
import { creditsKey, orgsQueryKey } from '../../../services/orgs';
import { useClipperT } from '../messages';
import { updateClip } from '../model/commands';
import { clipComposition } from '../model/composition';
import { RenderQueue } from '../render-queue';

type Source = Parameters<typeof clipComposition>[1]['source'];

export function useClipRenders({
  org,
  project,
  doc,
  source,
  words,
  kit,
  logo,
  perform,
  onSaved,
}: {
  org: string;
  project: { id: string; name: string };
  doc: ClipDocument;
  source: Source | null;
  words: TranscriptWord[];
  kit: BrandKitSnapshot | null;
  logo: Blob | null;
  perform: (c: Command<ClipDocument>) => void;
  /** A render started, was saved or failed: the list of renders (what is paid, what is done) is out of date. */
  onSaved: () => void;
}) {
  const { t } = useClipperT();
  const { t: tm } = useTranslation();
  const client = useQueryClient();
  const [queue] = useState(() => new RenderQueue());
  const jobs = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  useEffect(() => () => queue.dispose(), [queue]);

  /** `headline`: the text reviewed before a first render, which the render burns in (the document takes it too). */
  const render = (clipId: string, headline?: string) => {
    const found = doc.clips.find((x) => x.id === clipId);
    if (!found || !source) return;
    if (headline !== undefined && headline !== found.headline) perform(updateClip(clipId, { headline }));
    const c = headline === undefined ? found : { ...found, headline };
    queue.add({
      org,
      projectId: project.id,
      clipId,
      fileName: `${project.name} - ${c.name}.mp4`.replace(/[\\/:*?"<>|]/g, ' '),
      build: async () => clipComposition(c, { source, words, kit, logo }),
      onStarted: (charged) => {
        // Paid at the start (decision 032): the header's balance and the button's price change now, not at the end.
        if (charged) {
          void client.invalidateQueries({ queryKey: creditsKey(org) });
          void client.invalidateQueries({ queryKey: orgsQueryKey, exact: true });
        }
        onSaved();
      },
      onDone: (id, assetId) => {
        perform(updateClip(id, { render: { state: 'done', assetId } }));
        toast.success(t('clips.saved', { name: `${project.name} - ${c.name}.mp4` }));
        // The header's balance comes with the organizations list.
        void client.invalidateQueries({ queryKey: creditsKey(org) });
        void client.invalidateQueries({ queryKey: orgsQueryKey, exact: true });
        onSaved();
      },
      onError: (error) => {
        showError(error, tm);
        void client.invalidateQueries({ queryKey: creditsKey(org) });
        onSaved();
      },
    });
  };
  return { jobs, render };
}
