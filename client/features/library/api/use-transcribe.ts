// "Transcribe" on an asset: the chunked server job as one mutation. The new
// transcript goes straight into its query; credits were spent, so the balance
// is read again. A cancelled job is not an error (lib/errors.ts says so once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creditsKey, orgsQueryKey } from '../../orgs/api/orgs';
import { transcribeOnServer, type TranscribeJob } from '../transcribe';
import { transcriptQuery } from './transcripts';

export function useTranscribe(org: string, assetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: Omit<TranscribeJob, 'org' | 'assetId'>) => transcribeOnServer({ ...job, org, assetId }),
    onSuccess: async (transcript) => {
      client.setQueryData(transcriptQuery(org, assetId).queryKey, transcript);
      await client.invalidateQueries({ queryKey: creditsKey(org) });
      await client.invalidateQueries({ queryKey: orgsQueryKey, exact: true });
    },
  });
}
