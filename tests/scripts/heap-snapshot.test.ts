import { describe, expect, it } from 'vitest';
import { parseSnapshot, summarise } from '../../scripts/bench/tv-heap/heap-snapshot';

/**
 * A heap snapshot in V8's layout: a root keeps a Window, whose `listeners` Map keeps a closure
 * `onPlay`; a weak edge also goes from the root straight to the closure; a string hangs off the Map.
 */
function snapshot() {
  const strings = ['(GC roots)', 'Window', 'Map', 'onPlay', 'a long text', 'window', 'listeners', 'cached', '1'];
  const nodeTypes = ['hidden', 'object', 'closure', 'string', 'synthetic'];
  const edgeTypes = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak'];
  const node = (type: string, name: number, id: number, size: number, edges: number) => [
    nodeTypes.indexOf(type),
    name,
    id,
    size,
    edges,
  ];
  const edge = (type: string, name: number, to: number) => [edgeTypes.indexOf(type), name, to * 5];
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [nodeTypes] as [string[]],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [edgeTypes] as [string[]],
      },
    },
    nodes: [
      ...node('synthetic', 0, 1, 0, 2),
      ...node('object', 1, 3, 100, 1),
      ...node('object', 2, 5, 40, 2),
      ...node('closure', 3, 7, 32, 0),
      ...node('string', 4, 9, 24, 0),
    ],
    edges: [
      ...edge('weak', 8, 3),
      ...edge('property', 5, 1),
      ...edge('property', 6, 2),
      ...edge('element', 0, 3),
      ...edge('property', 7, 4),
    ],
    strings,
  };
}

describe('a heap snapshot read by the TV heap tool', () => {
  it('should tell the strong references that keep a node, from its GC root, passing over weak ones', () => {
    const graph = parseSnapshot(snapshot());
    expect(graph.retainerPath(3)).toEqual([
      'synthetic (GC roots) @1 --window-->',
      'object Window @3 --listeners-->',
      'object Map @5 --[0]-->',
      'closure onPlay @7',
    ]);
  });

  it('should total the nodes by type and name, strings together whatever their text', () => {
    const totals = summarise(parseSnapshot(snapshot()));
    expect(totals.get('object Map')).toEqual({ count: 1, size: 40 });
    expect(totals.get('closure onPlay')).toEqual({ count: 1, size: 32 });
    expect(totals.get('string ')).toEqual({ count: 1, size: 24 });
  });
});
