// An AI image from a prompt, into the organization's library (issue 34). Paid
// like every generation: credits held first (402 when short), the provider
// asked, and on success the asset, the run's record and the capture written in
// one batch; on any failure the hold is released and the stored object, if
// any, removed (failed work costs nothing). What is stored is what the bytes
// prove: a PNG, JPEG or WebP by its signature, or the offline provider's SVG
// after the library's own sanitiser.
import type { R2Bucket } from '@cloudflare/workers-types';
import { AI_IMAGE_SIDE, type AiImageRequest } from '../../common/contracts/ai-image';
import type { AssetView } from '../../common/contracts/media';
import { SVG_TYPE } from '../../common/contracts/media';
import type { Locale } from '../../common/locales';
import { ApiError } from '../../common/api-error';
import type { Db } from '../../db/client';
import { aiGenerations, assets } from '../../db/schema';
import { newId } from '../../platform/crypto';
import { AiUnavailable, type AiProvider, type ImageResult } from '../../platform/ai/types';
import { captureStatement, hold, release } from '../credits/ledger';
import { assetView } from '../media/assets';
import { imageSize } from '../media/image-size';
import { sniffMedia } from '../media/sniff';
import { mediaKey } from '../media/storage';
import { sanitizeSvg } from '../media/svg';
import { requireRoom } from '../storage/usage';

/** Room asked for before the run: a 1024² JPEG from FLUX is well under this; the real size is what is counted after. */
const ROOM_BEFORE_RUN = 4 * 1024 * 1024;

const NAME_PREFIX: Record<Locale, { model: string; offline: string }> = {
  'pt-BR': { model: 'Imagem IA', offline: 'Marcador offline' },
  en: { model: 'AI image', offline: 'Offline placeholder' },
};

export interface ImageJob {
  organizationId: string;
  userId: string;
  userName: string;
  request: AiImageRequest;
}

export interface ImageAnswer {
  asset: AssetView;
  generationId: string;
  credits: number;
}

/** The bytes as the library keeps them, or null when they are no image it accepts. */
function storable(image: ImageResult): { bytes: Uint8Array; type: string } | null {
  const type = sniffMedia(image.bytes.subarray(0, 16));
  if (type === 'image/png' || type === 'image/jpeg' || type === 'image/webp') return { bytes: image.bytes, type };
  if (image.contentType !== SVG_TYPE) return null;
  const clean = sanitizeSvg(new TextDecoder().decode(image.bytes));
  return clean ? { bytes: new TextEncoder().encode(clean), type: SVG_TYPE } : null;
}

export async function generateImageAsset(
  deps: { db: Db; bucket: R2Bucket },
  provider: AiProvider,
  job: ImageJob,
  now = Date.now,
): Promise<ImageAnswer> {
  const { db, bucket } = deps;
  await requireRoom(db, job.organizationId, ROOM_BEFORE_RUN);
  const generationId = newId('gen');
  const held = await hold(db, {
    organizationId: job.organizationId,
    item: 'ai_image',
    reference: generationId,
    idempotencyKey: `ai:${generationId}`,
    actorId: job.userId,
  });
  const started = now();
  const key = mediaKey(job.organizationId, generationId);
  let stored = false;
  const record = (status: 'succeeded' | 'failed', output: unknown, error: string | null, credits: number) =>
    db.insert(aiGenerations).values({
      id: generationId,
      organizationId: job.organizationId,
      userId: job.userId,
      tool: 'image_editor',
      kind: 'image',
      provider: provider.id,
      model: provider.imageModel,
      status,
      input: JSON.stringify(job.request),
      output: output === null ? null : JSON.stringify(output),
      error,
      attempts: 1,
      latencyMs: Math.max(0, Math.round(now() - started)),
      credits,
      holdId: held.id,
      createdAt: started,
    });

  try {
    const image = await provider.generateImage({
      prompt: job.request.prompt,
      width: AI_IMAGE_SIDE,
      height: AI_IMAGE_SIDE,
      locale: job.request.locale,
    });
    const file = storable(image);
    if (!file) throw new ApiError('ai_output_invalid');
    const size = imageSize(file.bytes) ?? (file.type === SVG_TYPE ? { width: AI_IMAGE_SIDE, height: AI_IMAGE_SIDE } : null);
    await bucket.put(key, file.bytes, { httpMetadata: { contentType: file.type } });
    stored = true;
    const prefix = NAME_PREFIX[job.request.locale][provider.id === 'offline' ? 'offline' : 'model'];
    const at = now();
    const [inserted] = await db.batch([
      db
        .insert(assets)
        .values({
          id: newId('ast'),
          organizationId: job.organizationId,
          folderId: null,
          name: `${prefix}: ${job.request.prompt}`.slice(0, 120),
          kind: 'image',
          contentType: file.type,
          size: file.bytes.byteLength,
          r2Key: key,
          durationMs: null,
          width: size?.width ?? null,
          height: size?.height ?? null,
          createdBy: job.userId,
          createdAt: at,
          updatedAt: at,
        })
        .returning(),
      record('succeeded', { contentType: file.type, size: file.bytes.byteLength, model: image.model }, null, held.amount),
      captureStatement(db, job.organizationId, held.id),
    ]);
    return { asset: assetView(inserted[0]!, { id: job.userId, name: job.userName }), generationId, credits: held.amount };
  } catch (error) {
    await settleFailed((error as Error).message);
    if (error instanceof AiUnavailable) throw new ApiError('ai_unavailable');
    throw error;
  }

  /** Nothing stays and nothing is charged; if this fails too, the scheduled job releases the hold later. */
  async function settleFailed(message: string) {
    try {
      if (stored) await bucket.delete(key);
      await release(db, job.organizationId, held.id, job.userId);
      await record('failed', null, message.slice(0, 500), 0);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', message: `image generation ${generationId} not settled: ${String(error)}` }));
    }
  }
}
