// The brand kit a project is made with (issue 35's board filter, migration 0023):
// read from each kind's own field at every save, listed without loading documents,
// and filled in by the migration for projects saved before it.
import { env } from 'cloudflare:workers';
import type { D1Migration } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newVideoDocument } from '../../src/common/contracts/video';
import { newScriptDocument } from '../../src/common/contracts/script';
import type { ProjectListItem } from '../../src/common/contracts/projects';
import { projects } from '../../src/db/schema';
import { api, createProject, db, orgOwner } from './helpers';

const video = (brandKitId: string | null) => ({ ...newVideoDocument('9:16', 30), brandKitId });
const script = (brandKitId: string | null) =>
  newScriptDocument({ format: 'talking_head', language: 'pt-BR', targetSeconds: 30, brandKitId });

const listed = async (o: Awaited<ReturnType<typeof orgOwner>>) =>
  Object.fromEntries(
    ((await (await api('GET', `/orgs/${o.org.id}/projects`, o.cookie)).json()) as ProjectListItem[]).map((p) => [p.name, p.brandKitId]),
  );

describe('a project’s brand kit', () => {
  it('is listed from the kind’s own field, follows a save, and is null where the kind names none', async () => {
    const o = await orgOwner();
    const teaser = await createProject(o, 'video', 'Teaser', video('kit_verao'));
    await createProject(o, 'script', 'Roteiro', script('kit_natal'));
    await createProject(o, 'video', 'Sem kit', video(null));
    expect(await listed(o)).toEqual({ Teaser: 'kit_verao', Roteiro: 'kit_natal', 'Sem kit': null });

    const saved = await api('PATCH', `/orgs/${o.org.id}/projects/${teaser.id}`, o.cookie, {
      kind: 'video',
      document: video('kit_natal'),
      baseVersion: 1,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ brandKitId: 'kit_natal' });
    // A rename alone keeps it.
    await api('PATCH', `/orgs/${o.org.id}/projects/${teaser.id}`, o.cookie, { kind: 'video', name: 'Teaser 2', baseVersion: 2 });
    expect((await listed(o))['Teaser 2']).toBe('kit_natal');
  });

  it('is filled in by migration 0023 for projects saved before it, from their inline documents', async () => {
    const o = await orgOwner();
    const a = await createProject(o, 'video', 'Antigo', video('kit_antigo'));
    const b = await createProject(o, 'script', 'Roteiro antigo', script(null));
    // As the rows were before the column existed.
    await db().update(projects).set({ brandKitId: null }).where(eq(projects.organizationId, o.org.id));
    const migration = (env.TEST_MIGRATIONS as D1Migration[]).find((m) => m.name.startsWith('0023'))!;
    const backfill = migration.queries.find((q) => q.trim().startsWith('UPDATE'))!;
    await db().run(sql.raw(backfill));
    const kit = async (id: string) => (await db().select({ k: projects.brandKitId }).from(projects).where(eq(projects.id, id)).get())!.k;
    expect(await kit(a.id)).toBe('kit_antigo');
    expect(await kit(b.id)).toBeNull();
  });
});
