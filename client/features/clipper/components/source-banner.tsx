// The state of a project's video while it is not yet in the library: its
// upload's progress (the analysis does not wait for it), a stopped upload to
// resume, a closed page's upload asking for the same file again, or a video
// that is gone. Nothing once the video is in the library.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { libraryKey } from '../../../services/library/library';
import { continueUpload, resumeUpload } from '../../../services/library/use-upload';
import type { ClipSource } from '../hooks/use-clip-source';
import { useClipperT } from '../messages';

interface Props {
  org: string;
  uploadId: string | null;
  name: string;
  source: ClipSource;
}

export function SourceBanner({ org, uploadId, name, source }: Props) {
  const { t } = useClipperT();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (source.assetId || !uploadId) return null;
  const options = { org, folderId: null, onDone: () => void client.invalidateQueries({ queryKey: libraryKey(org) }) };

  if (source.gone)
    return (
      <p className="clipper-source notice notice-error" role="alert" data-testid="clipper-source">
        {t('source.gone')}
      </p>
    );

  if (source.needsFile) {
    const choose = async (file: File) => {
      setProblem(null);
      // The same file only: the upload resumes by its fingerprint, and the moments were found in it.
      const refused = await continueUpload(uploadId, file, options);
      if (refused === 'not_yours') setProblem(t('source.notYours'));
      if (refused === 'other_file') setProblem(t('source.otherFile', { name }));
    };
    return (
      <div className="clipper-source notice" role="status" data-testid="clipper-source">
        <p>{t('source.needsFile')}</p>
        <input
          ref={input}
          type="file"
          accept="video/*"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void choose(file);
          }}
        />
        <Button size="sm" variant="secondary" onClick={() => input.current?.click()}>
          {t('source.chooseFile')}
        </Button>
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }

  const upload = source.upload;
  if (!upload || upload.status === 'done') return null;
  const fraction = upload.size ? upload.loaded / upload.size : 0;
  const percent = Math.round(fraction * 100);
  const stopped = upload.status === 'paused' || upload.status === 'failed';
  return (
    <div className="clipper-source notice" role="status" data-testid="clipper-source">
      <Progress value={fraction} label={t('uploadingState')} />
      <p className="small">{stopped ? t('source.paused', { percent }) : t('source.uploading', { percent })}</p>
      {stopped ? (
        <Button size="sm" variant="secondary" onClick={() => resumeUpload(uploadId, options)}>
          {t('source.resume')}
        </Button>
      ) : null}
    </div>
  );
}
