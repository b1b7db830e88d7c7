/** No node: the parent of a top node, the end of a list of children. */
export const NONE = -1;

function grow<T extends Int32Array<ArrayBuffer> | Uint8Array<ArrayBuffer>>(
  array: T,
  capacity: number,
  fill: number,
): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  if (fill !== 0) next.fill(fill, array.length);
  return next;
}

/** Per-node columns, grown as pages arrive; children are linked lists in the order received. */
export class TreeColumns {
  parent = new Int32Array(0);
  firstChild = new Int32Array(0);
  lastChild = new Int32Array(0);
  nextSibling = new Int32Array(0);
  headcount = new Int32Array(0);
  placement = new Uint8Array(0);

  ensure(needed: number): void {
    if (needed <= this.parent.length) return;
    const capacity = Math.max(needed, this.parent.length * 2, 1024);
    this.parent = grow(this.parent, capacity, NONE);
    this.firstChild = grow(this.firstChild, capacity, NONE);
    this.lastChild = grow(this.lastChild, capacity, NONE);
    this.nextSibling = grow(this.nextSibling, capacity, NONE);
    this.headcount = grow(this.headcount, capacity, 0);
    this.placement = grow(this.placement, capacity, 0);
  }

  /** Lets go of the columns once the tree has its own exact-size copies. */
  release(): void {
    this.parent = this.firstChild = this.lastChild = this.nextSibling = new Int32Array(0);
    this.headcount = new Int32Array(0);
    this.placement = new Uint8Array(0);
  }

  appendChild(parent: number, child: number): void {
    this.parent[child] = parent;
    const last = this.lastChild[parent]!;
    if (last === NONE) this.firstChild[parent] = child;
    else this.nextSibling[last] = child;
    this.lastChild[parent] = child;
  }

  /** Parents before children, from `tops` down. */
  topDown(tops: readonly number[], size: number): Int32Array {
    const order = new Int32Array(size);
    let length = 0;
    for (const top of tops) order[length++] = top;
    for (let head = 0; head < length; head++) {
      for (let child = this.firstChild[order[head]!]!; child !== NONE; child = this.nextSibling[child]!) {
        order[length++] = child;
      }
    }
    return order.subarray(0, length);
  }

  /** Links everyone anew from `parent` (in the order received) and counts headcounts again. */
  relink(count: number): void {
    this.firstChild.fill(NONE, 0, count);
    this.lastChild.fill(NONE, 0, count);
    this.nextSibling.fill(NONE, 0, count);
    this.headcount.fill(0, 0, count);
    const tops: number[] = [];
    for (let i = 0; i < count; i++) {
      const parent = this.parent[i]!;
      if (parent === NONE) tops.push(i);
      else this.appendChild(parent, i);
    }
    const order = this.topDown(tops, count);
    for (let k = order.length - 1; k >= 0; k--) {
      const node = order[k]!;
      const parent = this.parent[node]!;
      if (parent !== NONE) this.headcount[parent]! += 1 + this.headcount[node]!;
    }
  }
}
