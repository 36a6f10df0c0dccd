// Types of tflite-metadata.mjs for the tests that build and read FlatBuffers with it.
export type Field = { u8: number } | { u32: number } | { ref: Node } | { at: number };
export type Node =
  | { kind: 'table'; fields: Record<number, Field>; pos?: number }
  | { kind: 'vector'; items: (Node | { at: number })[]; pos?: number }
  | { kind: 'floats'; values: number[]; pos?: number }
  | { kind: 'bytes'; bytes: Uint8Array; nul?: boolean; align?: number; pos?: number };
export function table(fields: Record<number, Field>): Node;
export function vector(items: (Node | { at: number })[]): Node;
export function floats(values: number[]): Node;
export function string(text: string): Node;
export function bytes(data: Uint8Array): Node;
export function finish(root: Node, identifier: string): Uint8Array;
export interface Reader {
  root(): number;
  identifier(): string;
  field(t: number, id: number): number;
  ref(t: number, id: number): number;
  u32(at: number): number;
  u8(at: number): number;
  length(v: number): number;
  item(v: number, i: number): number;
  floats(v: number): number[];
  bytes(v: number): Uint8Array;
  string(v: number): string;
}
export function reader(data: Uint8Array): Reader;
export function withMetadata(model: Uint8Array, metadata: Uint8Array): Uint8Array;
export function selfieSegmentationMetadata(): Uint8Array;
