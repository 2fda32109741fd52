/**
 * A V8 heap snapshot (`.heapsnapshot` JSON) read for tv-heap-snapshots: totals by "type name",
 * and the retainer path that keeps a node alive. Node ids are stable across the snapshots of
 * one page, so that a node absent from an earlier snapshot is one made since.
 */
import { readFileSync } from 'node:fs';

interface SnapshotJson {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export interface Totals {
  count: number;
  size: number;
}

export interface HeapGraph {
  readonly nodeCount: number;
  type(index: number): string;
  name(index: number): string;
  id(index: number): number;
  size(index: number): number;
  /** The key totals are kept by: node type and name (a constructor, a closure's name, a DOM node), strings unnamed. */
  key(index: number): string;
  /** The shortest chain of strong references from a GC root to the node, root first (empty when none). */
  retainerPath(index: number): string[];
}

export function parseSnapshot(json: SnapshotJson): HeapGraph {
  const {
    node_fields: nodeFields,
    node_types: nodeTypes,
    edge_fields: edgeFields,
    edge_types: edgeTypes,
  } = json.snapshot.meta;
  const [NF, EF] = [nodeFields.length, edgeFields.length];
  const [typeAt, nameAt, idAt, sizeAt, edgeCountAt] = ['type', 'name', 'id', 'self_size', 'edge_count'].map((field) =>
    nodeFields.indexOf(field),
  ) as [number, number, number, number, number];
  const [edgeTypeAt, edgeNameAt, edgeToAt] = ['type', 'name_or_index', 'to_node'].map((field) =>
    edgeFields.indexOf(field),
  ) as [number, number, number];
  const nodeCount = json.nodes.length / NF;
  const field = (index: number, at: number) => json.nodes[index * NF + at]!;
  const type = (index: number) => nodeTypes[0][field(index, typeAt)]!;
  const name = (index: number) => json.strings[field(index, nameAt)]!;
  const edgeLabel = (edge: number) => {
    const kind = edgeTypes[0][json.edges[edge + edgeTypeAt]!]!;
    const nameOrIndex = json.edges[edge + edgeNameAt]!;
    return kind === 'element' || kind === 'hidden' ? `[${nameOrIndex}]` : json.strings[nameOrIndex]!;
  };
  // Strong retainers of each node (weak edges keep nothing alive), built on first use.
  let retainers: { from: number; edge: number }[][] | null = null;
  const retainersOf = (index: number) => {
    if (retainers === null) {
      retainers = Array.from({ length: nodeCount }, () => []);
      for (let from = 0, edge = 0; from < nodeCount; from += 1)
        for (let left = field(from, edgeCountAt); left > 0; left -= 1, edge += EF)
          if (edgeTypes[0][json.edges[edge + edgeTypeAt]!] !== 'weak')
            retainers[json.edges[edge + edgeToAt]! / NF]!.push({ from, edge });
    }
    return retainers[index]!;
  };
  const describe = (index: number) => `${type(index)} ${name(index).slice(0, 70)} @${field(index, idAt)}`;
  return {
    nodeCount,
    type,
    name,
    id: (index) => field(index, idAt),
    size: (index) => field(index, sizeAt),
    key: (index) => {
      const kind = type(index);
      const unnamed = kind === 'string' || kind === 'concatenated string' || kind === 'sliced string';
      return `${kind} ${unnamed ? '' : name(index).slice(0, 80)}`;
    },
    retainerPath(index) {
      const next = new Map<number, { to: number; label: string }>([[index, { to: -1, label: '' }]]);
      let wave = [index];
      while (wave.length > 0) {
        const following: number[] = [];
        for (const node of wave)
          for (const { from, edge } of retainersOf(node)) {
            if (next.has(from)) continue;
            next.set(from, { to: node, label: edgeLabel(edge) });
            if (type(from) === 'synthetic') {
              const path: string[] = [];
              for (let at = from; at !== index; at = next.get(at)!.to)
                path.push(`${describe(at)} --${next.get(at)!.label}-->`);
              return [...path, describe(index)];
            }
            following.push(from);
          }
        wave = following;
      }
      return [];
    },
  };
}

export function readSnapshot(file: string): HeapGraph {
  return parseSnapshot(JSON.parse(readFileSync(file, 'utf8')) as SnapshotJson);
}

/** Node counts and self sizes by key. */
export function summarise(graph: HeapGraph): Map<string, Totals> {
  const totals = new Map<string, Totals>();
  for (let index = 0; index < graph.nodeCount; index += 1) {
    const key = graph.key(index);
    const entry = totals.get(key) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += graph.size(index);
    totals.set(key, entry);
  }
  return totals;
}
