// Types of storage-quota.mjs for the tests that run its SQL.
export function parseArgs(argv: string[]): { org: string; bytes: number | null; remote: boolean } | { error: string };
export function quotaSql(org: string, bytes: number | null, now?: number): string;
