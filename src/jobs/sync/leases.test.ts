import { describe, expect, it } from 'vitest';
import { heldElsewhere, LEASE_MS, type Lease } from './leases';

describe('poll leases across devices', () => {
  const leases = new Map<string, Lease>([
    ['theirs', { device: 'phone', until: 1_000 + LEASE_MS }],
    ['mine', { device: 'laptop', until: 1_000 + LEASE_MS }],
  ]);
  it('a job another device holds is left to it until its lease lapses, then taken over', () => {
    expect(heldElsewhere('theirs', 1_000, leases, 'laptop')).toBe(true);
    expect(heldElsewhere('theirs', 1_000 + LEASE_MS, leases, 'laptop')).toBe(false);
  });
  it("this device's own lease, and a job nobody holds, are this device's to poll", () => {
    expect(heldElsewhere('mine', 1_000, leases, 'laptop')).toBe(false);
    expect(heldElsewhere('free', 1_000, leases, 'laptop')).toBe(false);
  });
  it('without sync (no device) every job is polled here', () => {
    expect(heldElsewhere('theirs', 1_000, leases, null)).toBe(false);
  });
});
