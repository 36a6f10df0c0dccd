import type { MediaErrorCode } from './protocol';

/** A media job that did not finish, with the code the UI explains. */
export class MediaJobError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    message: string,
    /** E.g. the codec that could not be decoded, for the message. */
    readonly detail?: string,
  ) {
    super(message);
  }
}
