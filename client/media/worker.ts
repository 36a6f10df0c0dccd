// The media Web Worker's entry: the jobs it serves. Each job module is loaded
// on its first use, so the worker starts small.
import { serveJobs } from './host';

serveJobs(self as unknown as Parameters<typeof serveJobs>[0], {
  probe: async (input, ctx) => (await import('./jobs/probe')).probe(input, ctx),
});
