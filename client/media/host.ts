// The worker side of the boundary: receives jobs, runs each with its own
// AbortSignal, reports progress, and answers once. No React, no network.
import { MediaJobError } from './errors';
import { transferablesOf, type FromWorker, type JobInput, type JobResult, type JobType, type Port, type ToWorker } from './protocol';

export interface JobContext {
  signal: AbortSignal;
  /** `partial`: a piece of the result made so far (the words of a phrase just heard), for a page that shows work as it goes. */
  progress(done: number, total: number, stage?: string, partial?: unknown): void;
}

export type Handlers = { [T in JobType]: (input: JobInput<T>, ctx: JobContext) => Promise<JobResult<T>> };

export function serveJobs(port: Port, handlers: Handlers): void {
  const running = new Map<number, AbortController>();
  const send = (message: FromWorker, transfer: Transferable[] = []) => port.postMessage(message, transfer);

  port.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as ToWorker;
    if (message.kind === 'cancel') {
      running.get(message.id)?.abort();
      return;
    }
    const controller = new AbortController();
    running.set(message.id, controller);
    const ctx: JobContext = {
      signal: controller.signal,
      progress: (done, total, stage, partial) => send({ kind: 'progress', id: message.id, done, total, stage, partial }),
    };
    const handler = handlers[message.type] as (input: unknown, ctx: JobContext) => Promise<JobResult<JobType>>;
    handler(message.input, ctx)
      .then((result) => {
        if (controller.signal.aborted) throw new MediaJobError('cancelled', 'cancelled');
        send({ kind: 'result', id: message.id, result }, transferablesOf(result));
      })
      .catch((error: unknown) => {
        const e = controller.signal.aborted ? new MediaJobError('cancelled', 'cancelled') : error;
        const code = e instanceof MediaJobError ? e.code : 'worker_failed';
        send({
          kind: 'error',
          id: message.id,
          code,
          message: String((e as Error)?.message ?? e),
          detail: e instanceof MediaJobError ? e.detail : undefined,
        });
      })
      .finally(() => running.delete(message.id));
  });
}
