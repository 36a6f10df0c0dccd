export function readPcmWav(path: string): Float32Array;
