// What the caption generator's editor holds: the caption, where it came from,
// and the history entry it is (once saved).
import type { CaptionSource } from '@src/common/contracts/caption';
import type { Platform } from '@src/common/contracts/caption-platforms';
import type { Locale } from '@src/common/locales';
import type { CaptionView } from './api';
import type { Draft } from './model';

export interface Editing {
  draft: Draft;
  name: string;
  source: CaptionSource;
  language: Locale;
  generationId: string | null;
  /** The variant it started from, to mark its card. */
  variant: { platform: Platform; index: number } | null;
  entry: { id: string; version: number } | null;
}

/** A saved history entry, opened again in the editor. */
export function editingOf(view: CaptionView): Editing {
  const d = view.document;
  return {
    draft: { platform: d.platform, title: d.title, text: d.text },
    name: view.name,
    source: { kind: d.source.kind, label: d.source.label, text: d.source.excerpt },
    language: d.language,
    generationId: d.generationId,
    variant: null,
    entry: { id: view.id, version: view.version },
  };
}
