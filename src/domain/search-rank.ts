/**
 * Orders search hits as fuse.js does: by score, then by position in the searched list.
 * `scores` holds one score per hit, the hits being in list order; returns the positions in
 * `scores` of the best `limit` hits, best first.
 */
export function rankHits(scores: Float64Array, limit: number): Int32Array {
  const count = scores.length;
  if (limit <= 0 || count === 0) return new Int32Array(0);
  if (limit < count / 8) return selectBest(scores, limit);
  // No comparator: each score becomes its rank among the distinct scores, then the hits are
  // counted into their ranks in list order, which orders them by (score, position).
  const ranks = new Int32Array(count);
  const distinct = rankScores(scores, ranks);
  const next = new Int32Array(distinct + 1);
  for (let i = 0; i < count; i++) next[ranks[i]! + 1]! += 1;
  for (let rank = 0; rank < distinct; rank++) next[rank + 1]! += next[rank]!;
  const order = new Int32Array(Math.min(limit, count));
  for (let i = 0; i < count; i++) {
    const at = next[ranks[i]!]!++;
    if (at < order.length) order[at] = i;
  }
  return order;
}

const bits = new Float64Array(1);
const halves = new Int32Array(bits.buffer);

/**
 * Writes into `ranks` each score's rank among the distinct scores (0 the lowest); returns how
 * many there are. Each score is looked up once in a hash table of its bits (−0 counted as 0),
 * and only the distinct ones are sorted.
 */
function rankScores(scores: Float64Array, ranks: Int32Array): number {
  const count = scores.length;
  let shift = 31;
  while (1 << (32 - shift) < 2 * count) shift--;
  const slots = new Int32Array(1 << (32 - shift)).fill(-1);
  const distinct = new Float64Array(count);
  let size = 0;
  const find = (score: number) => {
    bits[0] = score;
    let slot = Math.imul(halves[0]! ^ Math.imul(halves[1]!, 0x9e3779b1), 0x85ebca6b) >>> shift;
    while (slots[slot]! >= 0 && distinct[slots[slot]!] !== score) slot = (slot + 1) & (slots.length - 1);
    return slot;
  };
  for (let i = 0; i < count; i++) {
    const score = scores[i]! + 0;
    const slot = find(score);
    if (slots[slot]! < 0) {
      slots[slot] = size;
      distinct[size++] = score;
    }
    ranks[i] = slots[slot]!;
  }
  const sorted = distinct.slice(0, size).sort();
  const rankOfSeen = new Int32Array(size);
  for (let rank = 0; rank < size; rank++) rankOfSeen[slots[find(sorted[rank]!)]!] = rank;
  for (let i = 0; i < count; i++) ranks[i] = rankOfSeen[ranks[i]!]!;
  return size;
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
