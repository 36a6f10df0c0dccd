export function buildMediaPage(dir: string): Promise<void>;
