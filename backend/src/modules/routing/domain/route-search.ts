import { mulberry32 } from '../../../platform/seeded-random';
import type { RouteProblem, StopKind } from './route-optimiser';

/** The phase a kind belongs to: every bin-out comes before every scoop, every scoop before every bin-in. */
const PHASE: Readonly<Record<StopKind, number>> = { 'bin-out': 0, scoop: 1, 'bin-in': 2 };

/** An improvement smaller than this is noise, not worth a move (it would let rounding cycle). */
export const EPSILON = 1e-9;
/** Or-opt moves runs of up to this many stops. */
const OR_OPT_MAX_RUN = 3;
/** Besides nearest-neighbour and the given order, local search also starts from nearest-neighbour runs opened at this many other first stops. */
const EXTRA_STARTS = 2;
/** Kicks of the iterated local search: about KICK_BUDGET ÷ unlocked stops, within MIN_KICKS … MAX_KICKS. */
const KICK_BUDGET = 300;
const MIN_KICKS = 6;
const MAX_KICKS = 40;
const KICK_SEED = 0x5c00;

/** [from, to) runs of one phase in a free sequence. */
function phaseBlocks(seq: readonly number[], phase: Int8Array): Array<[number, number]> {
  const blocks: Array<[number, number]> = [];
  for (let from = 0, to = 1; from < seq.length; to++) {
    if (to === seq.length || phase[seq[to]] !== phase[seq[from]]) {
      blocks.push([from, to]);
      from = to;
    }
  }
  return blocks;
}

/**
 * The search works on the free sequence: the unlocked stops (as indexes into stops) in driving order. The full route
 * is the locked stops at their positions with the free sequence filling the other positions in order.
 */
export class RouteSearch {
  private readonly n: number;
  private readonly size: number;
  private readonly matrix: Float64Array;
  private readonly phase: Int8Array;
  /** Per position: the locked stop's index, or -1 for a position the free sequence fills. */
  private readonly layout: Int32Array;
  private readonly free: number[];
  /** The positions the free sequence fills, in order. */
  private readonly freePositions: Int32Array;

  constructor(private readonly problem: RouteProblem) {
    const { stops, minutes } = problem;
    this.n = stops.length;
    this.size = this.n + 1;
    if (minutes.length !== this.size || minutes.some((row) => row.length !== this.size)) {
      throw new Error(`optimiseRoute: the matrix must be ${this.size} × ${this.size} (the start and ${this.n} stops)`);
    }
    this.matrix = new Float64Array(this.size * this.size);
    minutes.forEach((row, i) =>
      row.forEach((value, j) => {
        if (!Number.isFinite(value) || value < 0) throw new Error(`optimiseRoute: minutes[${i}][${j}] is not a finite, non-negative number`);
        this.matrix[i * this.size + j] = value;
      }),
    );
    this.phase = Int8Array.from(stops, (stop) => PHASE[stop.kind]);
    this.layout = Int32Array.from(stops, (stop, i) => (stop.locked ? i : -1));
    this.free = stops.flatMap((stop, i) => (stop.locked ? [] : [i]));
    this.freePositions = Int32Array.from(this.free);
  }

  leg(from: number, to: number): number {
    return this.matrix[from * this.size + to];
  }

  ids(free: readonly number[]): string[] {
    const order: string[] = [];
    let next = 0;
    for (let p = 0; p < this.n; p++) {
      const stop = this.layout[p] >= 0 ? this.layout[p] : free[next++];
      order.push(this.problem.stops[stop].id);
    }
    return order;
  }

  /** Minutes to drive the route this free sequence makes; Infinity when it breaks the kind rule. */
  cost(free: readonly number[]): number {
    let total = 0;
    let at = 0;
    let next = 0;
    let phase = 0;
    for (let p = 0; p < this.n; p++) {
      let stop = this.layout[p];
      if (stop < 0) {
        stop = free[next++];
        if (this.phase[stop] < phase) return Infinity;
        phase = this.phase[stop];
      }
      total += this.matrix[at * this.size + stop + 1];
      at = stop + 1;
    }
    if (this.problem.returnToStart && this.n) total += this.matrix[at * this.size];
    return total;
  }

  /** The given order made to follow the kind rule: its free stops stably sorted by phase. */
  baseline(): number[] {
    return [...this.free].sort((a, b) => this.phase[a] - this.phase[b]);
  }

  /** Where local search begins: nearest-neighbour from the start, then opened at other first stops. */
  *starts(): Generator<number[]> {
    yield this.nearestNeighbour(null);
    const firstPhase = this.free.length ? Math.min(...this.free.map((s) => this.phase[s])) : 0;
    const firsts = this.free.filter((s) => this.phase[s] === firstPhase);
    const byDistance = [...firsts].sort((a, b) => this.legBefore(a) - this.legBefore(b) || a - b);
    for (const first of byDistance.slice(1, 1 + EXTRA_STARTS)) yield this.nearestNeighbour(first);
    yield this.baseline();
  }

  /** The leg into the first free position, were this stop there. */
  private legBefore(stop: number): number {
    const p = this.layout.findIndex((s) => s < 0);
    const from = p > 0 ? this.layout[p - 1] + 1 : 0;
    return this.leg(from, stop + 1);
  }

  /** Walks the positions; each free one takes the nearest remaining stop of the lowest phase still remaining. */
  private nearestNeighbour(first: number | null): number[] {
    const remaining = new Set(this.free);
    const sequence: number[] = [];
    let at = 0;
    for (let p = 0; p < this.n; p++) {
      let stop = this.layout[p];
      if (stop < 0) {
        stop = sequence.length === 0 && first !== null ? first : this.nearest(at, remaining);
        remaining.delete(stop);
        sequence.push(stop);
      }
      at = stop + 1;
    }
    return sequence;
  }

  private nearest(at: number, remaining: ReadonlySet<number>): number {
    let phase = Infinity;
    for (const s of remaining) phase = Math.min(phase, this.phase[s]);
    let best = -1;
    let bestLeg = Infinity;
    for (const s of remaining) {
      if (this.phase[s] !== phase) continue;
      const leg = this.leg(at, s + 1);
      if (leg < bestLeg - EPSILON || (Math.abs(leg - bestLeg) <= EPSILON && s < best)) {
        best = s;
        bestLeg = leg;
      }
    }
    return best;
  }

  /**
   * Iterated local search: swap two neighbouring runs inside one phase (a double bridge, which 2-opt and Or-opt cannot
   * undo in one move), search again, keep the result when it is shorter. A fixed seed keeps it deterministic.
   */
  kickAndSearch(start: readonly number[]): number[] {
    let best = [...start];
    let bestCost = this.cost(best);
    const blocks = phaseBlocks(best, this.phase).filter(([from, to]) => to - from >= 2);
    if (!blocks.length) return best;
    const random = mulberry32(KICK_SEED);
    const kicks = Math.max(MIN_KICKS, Math.min(MAX_KICKS, Math.floor(KICK_BUDGET / best.length)));
    for (let kick = 0; kick < kicks; kick++) {
      const kicked = [...best];
      if (kick % 2 === 0) {
        // Shuffle one phase's stops: a fresh start for it, the others kept.
        const [from, to] = blocks[Math.floor(random() * blocks.length)];
        for (let i = to - 1; i > from; i--) {
          const j = from + Math.floor(random() * (i - from + 1));
          [kicked[i], kicked[j]] = [kicked[j], kicked[i]];
        }
      } else {
        // Double bridge: swap two neighbouring runs inside one phase.
        const [from, to] = blocks[Math.floor(random() * blocks.length)];
        if (to - from < 3) continue;
        const a = from + Math.floor(random() * (to - from - 2));
        const b = a + 1 + Math.floor(random() * (to - a - 2));
        const c = b + 1 + Math.floor(random() * (to - b - 1));
        kicked.splice(a, c - a, ...best.slice(b, c), ...best.slice(a, b));
      }
      const improved = this.localSearch(kicked);
      const cost = this.cost(improved);
      if (cost < bestCost - EPSILON) {
        best = improved;
        bestCost = cost;
      }
    }
    return best;
  }

  /** 2-opt, Or-opt and swaps, each improving move taken at once, until none of them improves the route. */
  localSearch(start: readonly number[]): number[] {
    this.load(start);
    while (this.twoOpt() || this.orOpt() || this.swaps());
    return Array.from(this.seq);
  }

  // The search's state: the free sequence, the full route it makes, and the route's cost before and after each position.
  private seq = new Int32Array(0);
  private full = new Int32Array(0);
  /** pre[p]: minutes of the legs into positions 0 … p - 1. */
  private pre = new Float64Array(0);
  /** suffix[p]: minutes of the legs into positions p … n - 1, plus the drive home when counted. */
  private suffix = new Float64Array(0);
  private current = 0;
  private scratch = new Int32Array(0);

  private load(start: readonly number[]): void {
    this.seq = Int32Array.from(start);
    this.full = new Int32Array(this.n);
    this.pre = new Float64Array(this.n + 1);
    this.suffix = new Float64Array(this.n + 1);
    this.scratch = new Int32Array(this.seq.length);
    this.refresh();
  }

  private refresh(): void {
    const n = this.n;
    for (let p = 0, k = 0; p < n; p++) this.full[p] = this.layout[p] >= 0 ? this.layout[p] : this.seq[k++];
    for (let p = 0; p < n; p++) this.pre[p + 1] = this.pre[p] + this.leg(p > 0 ? this.full[p - 1] + 1 : 0, this.full[p] + 1);
    this.suffix[n] = this.problem.returnToStart && n ? this.leg(this.full[n - 1] + 1, 0) : 0;
    for (let p = n - 1; p >= 0; p--) this.suffix[p] = this.suffix[p + 1] + this.pre[p + 1] - this.pre[p];
    this.current = this.pre[n] + this.suffix[n];
  }

  /**
   * The cost were the free sequence's entries lo … hi replaced by scratch[0 … hi - lo]; Infinity when that breaks
   * the kind rule or cannot beat the current cost. Only the legs touching the changed positions are summed again.
   */
  private costWith(lo: number, hi: number): number {
    const { seq, scratch, phase } = this;
    let previous = lo > 0 ? phase[seq[lo - 1]] : 0;
    for (let k = 0; k <= hi - lo; k++) {
      if (phase[scratch[k]] < previous) return Infinity;
      previous = phase[scratch[k]];
    }
    if (hi < seq.length - 1 && phase[seq[hi + 1]] < previous) return Infinity;
    const from = this.freePositions[lo];
    const to = this.freePositions[hi];
    const tail = to + 1 < this.n ? this.suffix[to + 2] : 0;
    // Legs are never negative, so once the sum reaches the current cost the change cannot win: stop adding.
    const ceiling = this.current - EPSILON - tail;
    let total = this.pre[from];
    let at = from > 0 ? this.full[from - 1] + 1 : 0;
    for (let p = from, k = 0; p <= to; p++) {
      const stop = this.layout[p] >= 0 ? this.layout[p] : scratch[k++];
      total += this.leg(at, stop + 1);
      if (total >= ceiling) return Infinity;
      at = stop + 1;
    }
    if (to + 1 < this.n) return total + this.leg(at, this.full[to + 1] + 1) + tail;
    return total + (this.problem.returnToStart ? this.leg(at, 0) : 0);
  }

  /** Takes the change in scratch when it saves time. */
  private improves(lo: number, hi: number): boolean {
    if (this.costWith(lo, hi) >= this.current - EPSILON) return false;
    this.seq.set(this.scratch.subarray(0, hi - lo + 1), lo);
    this.refresh();
    return true;
  }

  /** Reverses a run of stops. */
  private twoOpt(): boolean {
    const { seq, scratch } = this;
    let improved = false;
    for (let i = 0; i < seq.length - 1; i++) {
      for (let j = i + 1; j < seq.length && this.phase[seq[j]] === this.phase[seq[i]]; j++) {
        for (let k = 0; k <= j - i; k++) scratch[k] = seq[j - k];
        if (this.improves(i, j)) improved = true;
      }
    }
    return improved;
  }

  /** Moves a run of up to three stops, as it is or reversed, to another place in the same phase. */
  private orOpt(): boolean {
    const { seq, scratch, phase } = this;
    const m = seq.length;
    let improved = false;
    for (let run = 1; run <= OR_OPT_MAX_RUN; run++) {
      for (let i = 0; i + run <= m; i++) {
        const runPhase = phase[seq[i]];
        if (phase[seq[i + run - 1]] !== runPhase) continue;
        for (let target = 0; target <= m - run; target++) {
          if (target === i) continue;
          // The stop the run would land next to decides the phase: moving further only crosses more of another phase.
          if (target < i ? phase[seq[target]] !== runPhase : phase[seq[target + run - 1]] !== runPhase) continue;
          const lo = Math.min(i, target);
          const hi = target < i ? i + run - 1 : target + run - 1;
          // No locked stop among the positions that change: only the legs at the run's old and new ends change.
          const contiguous = this.freePositions[hi] - this.freePositions[lo] === hi - lo;
          for (let reversed = 0; reversed < (run > 1 ? 2 : 1); reversed++) {
            if (contiguous && this.orOptSaving(i, run, target, reversed === 1) <= EPSILON) continue;
            let k = 0;
            if (target > i) for (let q = i + run; q < target + run; q++) scratch[k++] = seq[q];
            for (let r = 0; r < run; r++) scratch[k++] = seq[reversed ? i + run - 1 - r : i + r];
            if (target < i) for (let q = target; q < i; q++) scratch[k++] = seq[q];
            if (this.improves(lo, hi)) improved = true;
          }
        }
      }
    }
    return improved;
  }

  /** Minutes an Or-opt move saves, from the legs it changes; only for a run of free positions with no locked stop among them. */
  private orOptSaving(i: number, run: number, target: number, reversed: boolean): number {
    const { seq } = this;
    const node = (k: number) => seq[k] + 1;
    const lo = Math.min(i, target);
    const hi = target < i ? i + run - 1 : target + run - 1;
    const from = this.freePositions[lo];
    const to = this.freePositions[hi];
    const prev = from > 0 ? this.full[from - 1] + 1 : 0;
    // -1: the route ends here and the drive home does not count.
    const next = to + 1 < this.n ? this.full[to + 1] + 1 : this.problem.returnToStart ? 0 : -1;
    const legTo = (a: number, b: number) => (b < 0 ? 0 : this.leg(a, b));
    const first = node(i);
    const last = node(i + run - 1);
    const newFirst = reversed ? last : first;
    const newLast = reversed ? first : last;
    let saving = 0;
    if (reversed) for (let r = 0; r < run - 1; r++) saving += this.leg(node(i + r), node(i + r + 1)) - this.leg(node(i + r + 1), node(i + r));
    if (target < i) {
      const a = node(target);
      const b = node(i - 1);
      return saving + this.leg(prev, a) + this.leg(b, first) + legTo(last, next) - (this.leg(prev, newFirst) + this.leg(newLast, a) + legTo(b, next));
    }
    const a = node(i + run);
    const b = node(target + run - 1);
    return saving + this.leg(prev, first) + this.leg(last, a) + legTo(b, next) - (this.leg(prev, a) + this.leg(b, newFirst) + legTo(newLast, next));
  }

  /** Exchanges two stops that are not neighbours (neighbours are a 2-opt). */
  private swaps(): boolean {
    const { seq, scratch } = this;
    let improved = false;
    for (let i = 0; i < seq.length - 2; i++) {
      for (let j = i + 2; j < seq.length; j++) {
        if (this.phase[seq[j]] !== this.phase[seq[i]]) continue;
        for (let k = 0; k <= j - i; k++) scratch[k] = seq[i + k];
        scratch[0] = seq[j];
        scratch[j - i] = seq[i];
        if (this.improves(i, j)) improved = true;
      }
    }
    return improved;
  }
}
