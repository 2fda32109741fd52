/**
 * Orders search hits as fuse.js does: by score, then by position in the searched list.
 * `scores` holds one score per hit, the hits being in list order; returns the positions in
 * `scores` of the best `limit` hits, best first.
 */
export function rankHits(scores: Float64Array, limit: number): Int32Array {
  const count = scores.length;
  if (limit <= 0 || count === 0) return new Int32Array(0);
  if (limit < count / 8) return selectBest(scores, limit);
  // No comparator: each score becomes its rank among the distinct scores (one native sort),
  // then the hits are counted into their ranks in list order, which orders them by (score, position).
  const distinct = uniqueSorted(scores);
  const ranks = new Int32Array(count);
  const next = new Int32Array(distinct.length + 1);
  for (let i = 0; i < count; i++) {
    const rank = rankOf(distinct, scores[i]!);
    ranks[i] = rank;
    next[rank + 1]! += 1;
  }
  for (let rank = 0; rank < distinct.length; rank++) next[rank + 1]! += next[rank]!;
  const order = new Int32Array(Math.min(limit, count));
  for (let i = 0; i < count; i++) {
    const at = next[ranks[i]!]!++;
    if (at < order.length) order[at] = i;
  }
  return order;
}

function uniqueSorted(values: Float64Array): Float64Array {
  const sorted = Float64Array.from(values).sort();
  let size = 0;
  for (let i = 0; i < sorted.length; i++) if (size === 0 || sorted[i] !== sorted[size - 1]) sorted[size++] = sorted[i]!;
  return sorted.subarray(0, size);
}

function rankOf(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

// A bounded heap whose root is the worst of the best `limit` hits seen so far.
function selectBest(scores: Float64Array, limit: number): Int32Array {
  const worse = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a > b);
  const heap = new Int32Array(limit);
  let size = 0;
  const swap = (i: number, j: number) => {
    const kept = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = kept;
  };
  for (let hit = 0; hit < scores.length; hit++) {
    if (size < limit) {
      let at = size++;
      heap[at] = hit;
      while (at > 0 && worse(heap[at]!, heap[(at - 1) >> 1]!)) {
        swap(at, (at - 1) >> 1);
        at = (at - 1) >> 1;
      }
      continue;
    }
    if (!worse(heap[0]!, hit)) continue;
    heap[0] = hit;
    for (let at = 0; ; ) {
      const left = 2 * at + 1;
      let worst = at;
      if (left < size && worse(heap[left]!, heap[worst]!)) worst = left;
      if (left + 1 < size && worse(heap[left + 1]!, heap[worst]!)) worst = left + 1;
      if (worst === at) break;
      swap(at, worst);
      at = worst;
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : -1));
}
