/**
 * Orders search hits as fuse.js does: by score, then by position in the searched list.
 * `scores` holds one score per hit, the hits being in list order; returns the positions in
 * `scores` of the best `limit` hits, best first.
 */
export function rankHits(scores: Float64Array, limit: number): Int32Array {
  const count = scores.length;
  if (limit <= 0 || count === 0) return new Int32Array(0);
  if (limit < count / 8) return selectBest(scores, limit);
  // No comparator: each hit gets the id of its score among the distinct ones, the hits are
  // counted per id, the ids laid out in score order, and the hits counted into their places in
  // list order, which orders them by (score, position).
  const ids = new Int32Array(count);
  const byRank = distinctScores(scores, ids);
  const starts = new Int32Array(byRank.length);
  for (let i = 0; i < count; i++) starts[ids[i]!]! += 1;
  for (let rank = 0, place = 0; rank < byRank.length; rank++) {
    const id = byRank[rank]!;
    const hits = starts[id]!;
    starts[id] = place;
    place += hits;
  }
  const order = new Int32Array(Math.min(limit, count));
  for (let i = 0; i < count; i++) {
    const at = starts[ids[i]!]!++;
    if (at < order.length) order[at] = i;
  }
  return order;
}

const bits = new Float64Array(1);
const halves = new Int32Array(bits.buffer);
/** The hash table of `distinctScores` starts with this many slots (log 2) and doubles past half full. */
const FIRST_SLOTS_LOG = 10;

/**
 * Writes into `ids` each score's id among the distinct scores (in order first seen) and returns
 * the ids from the lowest score up. Each score is looked up once in a hash table of its bits (−0
 * counted as 0), sized by the distinct scores (a few hundred for 100,000 hits: it stays in
 * cache), and only the distinct ones are sorted.
 */
export function distinctScores(scores: Float64Array, ids: Int32Array): Int32Array {
  let slotsLog = FIRST_SLOTS_LOG;
  let slots = new Int32Array(1 << slotsLog).fill(-1);
  let distinct = new Float64Array(1 << (slotsLog - 1));
  let size = 0;
  const slotOf = (score: number) => {
    bits[0] = score;
    const mask = slots.length - 1;
    let slot = Math.imul(halves[0]! ^ Math.imul(halves[1]!, 0x9e3779b1), 0x85ebca6b) >>> (32 - slotsLog);
    while (slots[slot]! >= 0 && distinct[slots[slot]!] !== score) slot = (slot + 1) & mask;
    return slot;
  };
  const grow = () => {
    slotsLog += 1;
    slots = new Int32Array(1 << slotsLog).fill(-1);
    const kept = distinct;
    distinct = new Float64Array(1 << (slotsLog - 1));
    distinct.set(kept);
    for (let id = 0; id < size; id++) slots[slotOf(distinct[id]!)] = id;
  };
  for (let i = 0; i < scores.length; i++) {
    const score = scores[i]! + 0;
    let slot = slotOf(score);
    if (slots[slot]! < 0) {
      if (2 * (size + 1) > slots.length) {
        grow();
        slot = slotOf(score);
      }
      slots[slot] = size;
      distinct[size++] = score;
    }
    ids[i] = slots[slot]!;
  }
  const sorted = distinct.slice(0, size).sort();
  return Int32Array.from(sorted, (score) => slots[slotOf(score)]!);
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
    for (let at = 0; ;) {
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
