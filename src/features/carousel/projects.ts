// The carousel editor's projects: the project service's `carousel` kind, in the
// shape the editor's API has always answered (format, slideCount and cover at
// the top, not under `summary`), and with the editor's own 512 KB limit.
import type { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  type createProjectSchema,
  type ProjectSummary,
  type ProjectView,
  type projectQuerySchema,
  type updateProjectSchema,
} from '../../common/contracts/carousel';
import type { User } from '../../db/schema';
import type { OrgAccess } from '../orgs/access';
import * as projects from '../projects/service';
import type { ProjectDeps, ProjectItem } from '../projects/service';

const KIND = 'carousel';
const LIMIT = { maxBytes: DOCUMENT_MAX_BYTES };

function summary({ summary: s, kind: _kind, ...p }: ProjectItem<typeof KIND>): ProjectSummary {
  const fields = s as Pick<ProjectSummary, 'format' | 'slideCount' | 'cover'>;
  return { ...p, format: fields.format, slideCount: fields.slideCount, cover: fields.cover };
}

const carousel = ({ document, ...p }: projects.ProjectView<typeof KIND>): ProjectView => ({ ...summary(p), document });

export async function listProjects(
  deps: ProjectDeps,
  access: OrgAccess,
  query: z.output<typeof projectQuerySchema>,
): Promise<ProjectSummary[]> {
  return (await projects.listProjects(deps, access, { ...query, kind: KIND })).map((p) => summary(p as ProjectItem<typeof KIND>));
}

export async function requireProject(deps: ProjectDeps, access: OrgAccess, id: string): Promise<ProjectView> {
  return carousel(await projects.requireProject(deps, access, id, KIND));
}

export async function createProject(
  deps: ProjectDeps,
  access: OrgAccess,
  user: User,
  input: z.output<typeof createProjectSchema>,
): Promise<ProjectView> {
  return carousel(await projects.createProject(deps, access, user, { kind: KIND, ...input }, LIMIT));
}

/** Saves only over the version the editor started from; the version rises by one. */
export async function updateProject(
  deps: ProjectDeps,
  access: OrgAccess,
  user: User,
  id: string,
  input: z.output<typeof updateProjectSchema>,
): Promise<ProjectView> {
  return carousel(await projects.updateProject(deps, access, user, KIND, id, input, LIMIT));
}

export async function duplicateProject(
  deps: ProjectDeps,
  access: OrgAccess,
  user: User,
  id: string,
  name: string | undefined,
): Promise<ProjectView> {
  return carousel(await projects.duplicateProject(deps, access, user, id, name, KIND));
}

export async function deleteProject(deps: ProjectDeps, access: OrgAccess, id: string): Promise<void> {
  await projects.deleteProject(deps, access, id, KIND);
}
