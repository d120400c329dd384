// The vocabulary of device damage, repairs, fees, charges and parts (issue 34). Each area's rules
// live in its own file (damage.ts, charges.ts, parts.ts, asset-money.ts); these lists are shared by
// the database enums and the schemas.

export const DAMAGE_KINDS = ['screen', 'keyboard', 'charger', 'liquid', 'lost', 'stolen', 'other'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];
/** Where the report came from. */
export const DAMAGE_SOURCES = ['asset', 'ticket', 'scan', 'checklist'] as const;
export type DamageSource = (typeof DAMAGE_SOURCES)[number];
/** `reported`: waiting for the administrator; `charged`/`no_charge`: the charge was decided. */
export const DAMAGE_STATES = ['reported', 'charged', 'no_charge'] as const;
export type DamageState = (typeof DAMAGE_STATES)[number];

export const REPAIR_KINDS = ['in_house', 'sent_out', 'warranty'] as const;
export type RepairKind = (typeof REPAIR_KINDS)[number];
export const REPAIR_STATES = ['open', 'shipped', 'returned', 'done', 'cancelled'] as const;
export type RepairState = (typeof REPAIR_STATES)[number];

export const CHARGE_STATES = ['open', 'paid', 'waived'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];
/** A person's fee waiver; the reason is shown to district administrators only. */
export const WAIVER_KINDS = ['free_lunch', 'reduced_lunch', 'other'] as const;
export type WaiverKind = (typeof WAIVER_KINDS)[number];

export const PART_MOVE_REASONS = ['received', 'used', 'adjusted', 'transferred', 'pool_draw'] as const;
export type PartMoveReason = (typeof PART_MOVE_REASONS)[number];
