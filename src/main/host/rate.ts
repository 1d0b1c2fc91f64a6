/** A token bucket: `rate` tokens per second, bursts up to `burst`; a request takes as many as it costs. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(private readonly rate: number, private readonly burst: number, private readonly now: () => number = () => performance.now()) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes `cost` tokens (default one); false (and none taken) when the bucket holds fewer. */
  take(cost = 1): boolean {
    this.refill();
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /** Whether the bucket is back to its full burst (nothing to remember about its user). */
  full(): boolean {
    this.refill();
    return this.tokens >= this.burst;
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
  }
}

/** A device's budget: `perSecond` cost units a second, bursts up to `burst` (see DEVICE_BUDGET in connection.ts). */
export interface BudgetRate { perSecond: number; burst: number }

/**
 * One token bucket per device (remote address), shared by all its connections, that requests take their cost from
 * (connection.ts `requestCost`): a device that opens many connections, or closes and opens them again, has one
 * budget. Buckets back at their full burst are forgotten once more than `keep` devices are known (memory stays
 * bounded however many addresses come and go).
 */
export class DeviceBudget {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(readonly rate: BudgetRate, private readonly now: () => number = () => performance.now(), private readonly keep = 1024) {}

  take(address: string, cost: number): boolean {
    let b = this.buckets.get(address);
    if (!b) {
      if (this.buckets.size >= this.keep) for (const [a, x] of this.buckets) if (x.full()) this.buckets.delete(a);
      b = new TokenBucket(this.rate.perSecond, this.rate.burst, this.now);
      this.buckets.set(address, b);
    }
    return b.take(cost);
  }

  /** Devices remembered (tests). */
  get size(): number { return this.buckets.size; }
}
