// The browser's vision models (the face detector the clipper's speaker-following
// crop runs, the person segmenter the image editor's background removal runs),
// as the client build lists them.
export const VISION_MODELS_MANIFEST = '/vision-models.json';

export interface VisionStatus {
  /** Where the face detector (BlazeFace ONNX) is served; null when this build has none. */
  faceDetector: string | null;
  /** Where the person segmenter (MediaPipe selfie segmentation, TFLite with metadata) is served; null when none. */
  personSegmenter: string | null;
}
