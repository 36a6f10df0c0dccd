export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
  line: number;
}
export interface CrossFeatureImport extends ImportEdge {
  fromFeature: string;
  toFeature: string;
}
export interface ImportGraph {
  root: string;
  files: string[];
  edges: Map<string, ImportEdge[]>;
}
interface FeatureOptions {
  root?: string;
  featuresDir?: string;
}
export const ROOT: string;
export const ALIASES: Record<string, string>;
export function rel(file: string, root?: string): string;
export function resolveImport(specifier: string, fromFile: string, root?: string): string | null;
export function importsOf(text: string): { specifier: string; line: number }[];
export function readImportGraph(options?: { root?: string; dirs?: string[] }): ImportGraph;
export function edgesOf(file: string, text: string, root?: string): ImportEdge[];
export function findCycles(edges: Map<string, ImportEdge[]>): string[][];
export function importPath(edges: Map<string, ImportEdge[]>, from: string, to: string): string[] | null;
export function featureOf(file: string, options?: FeatureOptions): string | null;
export function isPublicSurface(file: string, name: string, surfaces: Record<string, string[]>, options?: FeatureOptions): boolean;
export function crossFeatureImports(graph: ImportGraph, options?: FeatureOptions): CrossFeatureImport[];
