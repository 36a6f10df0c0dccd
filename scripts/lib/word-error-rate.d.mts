export function wordErrorRate(said: string, heard: string): number;
