// "Transcribe" on an asset, by the browser's model or the server's, as one
// mutation. The new transcript goes straight into its query; server speech
// spends credits, so the balance is read again. A cancelled job is not an error (lib/errors.ts says so once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsKey, orgsQueryKey } from '../../../services/orgs';
import { transcribe, type TranscribeJob } from '../../../services/library/transcribe';
import { transcriptQuery } from '../../../services/library/transcripts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function useTranscribe(org: string, assetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: DistributiveOmit<TranscribeJob, 'org' | 'assetId'>) => transcribe({ ...job, org, assetId } as TranscribeJob),
    onSuccess: async (transcript) => {
      client.setQueryData(transcriptQuery(org, assetId).queryKey, transcript);
      if (transcript.engine.provider === 'local') return;
      await client.invalidateQueries({ queryKey: creditsKey(org) });
      await client.invalidateQueries({ queryKey: orgsQueryKey, exact: true });
    },
  });
}
