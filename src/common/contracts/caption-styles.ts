// Animated caption styles (issue 33): their names, shared by the brand kit's
// schema (presets are validated on the Worker) and the client's caption model
// (client/media/captions), which draws them in previews and renders alike.
import { z } from 'zod';

/** `plain` is still text; the others animate with the spoken words. */
export const CAPTION_STYLE_IDS = ['highlight', 'pop', 'bounce', 'box', 'karaoke', 'typewriter', 'keyword', 'emoji', 'plain'] as const;
export type CaptionStyleId = (typeof CAPTION_STYLE_IDS)[number];
export const captionStyleSchema = z.enum(CAPTION_STYLE_IDS);

export const CAPTION_PRESETS_MAX = 12;
export const CAPTION_PRESET_NAME_MAX = 40;
