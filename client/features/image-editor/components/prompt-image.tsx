// "From a prompt (AI)" in the new-image dialog: a description, its price
// (5 credits, charged only when an image is made) and, offline, the honest
// notice that the result is a labelled placeholder. The server saves the image
// to the library; the new project names it like any library photo.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { aiImageRequestSchema, IMAGE_PROMPT_MAX, type AiImageRequest, type AiImageResult } from '@src/common/contracts/ai-image';
import type { ImageSource } from '@src/common/contracts/image';
import { toLocale } from '@src/common/locales';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { useActionKey } from '@client/lib/action-key';
import { aiStatusQuery, usePaidAiAction } from '@client/services/ai-status';
import { useImageT } from '../messages';

/** PRICES.ai_image on the server (product-decisions 4); shown, never sent. */
const AI_IMAGE_PRICE = 5;

interface Props {
  org: string;
  disabled: boolean;
  /** Runs the dialog's "make a project" step with what the image became. */
  onMade: (make: () => Promise<[string, ImageSource] | null>) => Promise<void>;
}

export function PromptImage({ org, disabled, onMade }: Props) {
  const { t } = useImageT();
  const { t: tm, i18n } = useTranslation();
  const status = useQuery(aiStatusQuery());
  const generate = usePaidAiAction<AiImageRequest, AiImageResult>(org, 'image');
  const actionKey = useActionKey();
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const req = { prompt, locale: toLocale(i18n.language) };
    const parsed = aiImageRequestSchema.safeParse(req);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    void onMade(async () => {
      // A refusal (402, 429, 503) is shown once, by the app's mutation error toast.
      const made = await generate.mutateAsync({ req: parsed.data, idempotencyKey: actionKey.for([org, parsed.data]) }).catch(() => null);
      if (!made) return null;
      actionKey.done();
      const { asset } = made;
      const size = { width: asset.width ?? 1024, height: asset.height ?? 1024 };
      return [parsed.data.prompt.slice(0, 100), { type: 'asset', assetId: asset.id, ...size }];
    });
  };

  return (
    <form className="img-prompt" onSubmit={onSubmit} noValidate>
      <h3 className="img-subtitle">{t('create.prompt.title')}</h3>
      <Field
        label={t('create.prompt.label')}
        placeholder={t('create.prompt.placeholder')}
        value={prompt}
        maxLength={IMAGE_PROMPT_MAX + 20}
        error={error ? tm(error) : undefined}
        onChange={(e) => setPrompt(e.target.value)}
        data-testid="image-prompt"
      />
      <div className="notice" role="note">
        <p>{t('create.prompt.cost', { credits: AI_IMAGE_PRICE })}</p>
        {status.data?.offline ? (
          <p data-testid="offline-mode">
            <span className="badge">{tm('app.offlineMode')}</span> {t('create.prompt.offline')}
          </p>
        ) : null}
      </div>
      <Button type="submit" icon={Sparkles} loading={generate.isPending} disabled={disabled || !org}>
        {generate.isPending ? t('create.prompt.generating') : t('create.prompt.generate')}
      </Button>
    </form>
  );
}
