// The organization's custom vocabulary (decision 037): read by every
// transcription (the browser's models are corrected with it), changed by admins
// in the organization's settings.
import { queryOptions } from '@tanstack/react-query';
import type { VocabularyView } from '@src/common/contracts/vocabulary';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';

const vocabularyKey = (org: string) => ['orgs', org, 'vocabulary'] as const;

export const fetchVocabulary = (org: string) => api<VocabularyView>(`/orgs/${org}/vocabulary`);

export const vocabularyQuery = (org: string) => queryOptions({ queryKey: vocabularyKey(org), queryFn: () => fetchVocabulary(org) });

export const useSaveVocabulary = (org: string) =>
  useRefreshingMutation(
    (terms: string[]) => api<VocabularyView>(`/orgs/${org}/vocabulary`, { method: 'PUT', body: { terms } }),
    [vocabularyKey(org)],
  );

/** The terms a transcription corrects with; none when they cannot be read (a transcript is never lost to its list). */
export const vocabularyTerms = (org: string) =>
  fetchVocabulary(org)
    .then((v) => v.terms)
    .catch(() => [] as string[]);
