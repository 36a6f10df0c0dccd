export interface StaticServer {
  url: string;
  /** Bytes sent per path, so a test can show a job read only part of a file. */
  bytesSent: Map<string, number>;
  close(): Promise<void>;
}
export function serveFolder(dir: string): Promise<StaticServer>;
