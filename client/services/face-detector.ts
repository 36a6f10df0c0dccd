// Where the build put the face detector (the clipper's speaker-following crop, the viral
// predictor's face presence), as the Worker says (/api/v1/vision/status); null when this build has none.
import type { VisionStatus } from '@src/common/contracts/vision';
import { api } from '@client/lib/api';

let listed: Promise<string | null> | null = null;

export function faceDetectorUrl(): Promise<string | null> {
  listed ??= api<VisionStatus>('/vision/status')
    .then((s) => s.faceDetector)
    .catch((error: unknown) => {
      listed = null;
      throw error;
    });
  return listed;
}
