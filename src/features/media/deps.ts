// What the media services need: the database and the bucket. Its own module so
// assets.ts and uploads.ts, which use each other's parts, do not import each other for it.
import type { R2Bucket } from '@cloudflare/workers-types';
import type { Db } from '../../db/client';

export interface MediaDeps {
  db: Db;
  bucket: R2Bucket;
}
