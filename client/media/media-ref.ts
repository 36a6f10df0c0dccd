// Where a job reads media. Its own module because the protocol names the render's compositions
// and the compositions name their sources: one file each would import the other (decision 031).

/** Where a job reads media: a local file, or a library asset's URL read by Range requests. */
export type MediaRef = { blob: Blob } | { url: string };
