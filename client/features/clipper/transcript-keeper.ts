// A transcript heard while the video was still uploading meets its library
// asset here, whichever comes first: the upload finishing during the analysis
// (the analysis started with no asset id, and the asset's arrival found no
// transcript yet to store) or after it. Either way it is stored exactly once,
// as soon as both exist; a failed store is tried again at the next chance.
import type { Transcript } from '@src/common/contracts/transcript';

export type StoreTranscript = (assetId: string, transcript: Transcript) => Promise<unknown>;

export class TranscriptKeeper {
  private assetId: string | null = null;
  private pending: Transcript | null = null;

  constructor(private readonly store: StoreTranscript) {}

  /** The video is in the library (from this tab's upload, an earlier visit, or the project's own asset). */
  asset(assetId: string): void {
    this.assetId = assetId;
    this.flush();
  }

  /** A transcript was made; `stored` when its engine already stored it with the asset (the server's). */
  heard(transcript: Transcript, stored: boolean): void {
    this.pending = stored ? null : transcript;
    this.flush();
  }

  private flush(): void {
    const { assetId, pending } = this;
    if (!assetId || !pending) return;
    this.pending = null;
    this.store(assetId, pending).catch(() => {
      // Kept for the next chance (a newer transcript heard meanwhile wins).
      this.pending ??= pending;
    });
  }
}
