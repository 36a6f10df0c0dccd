// What the page and the cut-out's worker say to each other.

/** Where the model is served (the build's assets; the worker knows its runtime's own files). */
export interface CutoutAssets {
  modelUrl: string;
}

export interface CutoutRequest {
  id: number;
  assets: CutoutAssets;
  /** The source photo decoded at full size; transferred. */
  picture: ImageBitmap;
}

export type CutoutStage = 'loading' | 'segmenting' | 'refining' | 'encoding';

/** Why a cut-out failed: the model could not start, or it found no person. */
export type CutoutErrorCode = 'cutout_model_failed' | 'cutout_no_person' | 'cutout_failed';

export type CutoutReply =
  | { id: number; type: 'stage'; stage: CutoutStage }
  | {
      id: number;
      type: 'done';
      png: Blob;
      width: number;
      height: number;
      /** The share of the photo the model is more sure is a person than not. */
      coverage: number;
      /** Milliseconds of each stage, for the bench. */
      timings: Partial<Record<CutoutStage, number>>;
    }
  | { id: number; type: 'failed'; code: CutoutErrorCode; detail: string };

/** Below this share of the photo the mask is noise: "no person found". */
export const MIN_COVERAGE = 0.005;
