export const MODELS_DIR: string;
export interface SpeechModelManifest {
  id: string;
  label: string;
  engine: 'moonshine' | 'whisper';
  /** Whisper: 80 or 128. */
  melBins?: number;
  languages: Array<'pt' | 'en'>;
  layers: number;
  kvHeads: number;
  headDim: number;
  files: { encoder: string; decoder: string; tokenizer?: string };
  source?: string;
  license?: string;
}
export function readModel(dir: string): SpeechModelManifest;
export function installedModels(): Array<{ dir: string; model: SpeechModelManifest }>;
export function listing(
  model: SpeechModelManifest,
  encoderUrls: string[],
  decoderUrls: string[],
  bytes: number,
  tokenizerUrls?: string[],
): import('../src/common/contracts/transcript').LocalSpeechModel;
