// The browser's vision models (today the face detector the clipper's
// speaker-following crop runs), as the client build lists them.
export const VISION_MODELS_MANIFEST = '/vision-models.json';

export interface VisionStatus {
  /** Where the face detector (BlazeFace ONNX) is served; null when this build has none. */
  faceDetector: string | null;
}
