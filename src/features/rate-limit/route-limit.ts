// A route's rate limits, in one line before its validator: each request counts
// against the calling member and against the organization, refused or not
// (product-decisions section 4: failed runs count too).
import { createMiddleware } from 'hono/factory';
import type { OrgEnv } from '../orgs/access';
import { hit, LIMITS, type Limit } from './limiter';

export const limitRoute = ({ account, org }: { account?: Limit; org?: Limit }) =>
  createMiddleware<OrgEnv>(async (c, next) => {
    const checks: [Limit, string][] = [];
    if (account) checks.push([account, c.var.access.userId]);
    if (org) checks.push([org, c.var.access.org.id]);
    await hit(c.var.db, checks);
    await next();
  });

/** A new project, blank or a copy: on /projects and the carousel editor's /carousels alike. */
export const limitProjectCreate = limitRoute({ account: LIMITS.projectCreatePerAccountHour, org: LIMITS.projectCreatePerOrgDay });
export const limitFontUpload = limitRoute({ org: LIMITS.fontUploadPerOrgHour });
export const limitRenderStart = limitRoute({ account: LIMITS.renderStartPerAccountHour, org: LIMITS.renderStartPerOrgHour });
export const limitTranscribe = limitRoute({ account: LIMITS.transcribePerAccountHour, org: LIMITS.transcribePerOrgHour });
