/** Vendor data privacy agreements (docs/product.md#student-data-privacy): the vocabulary. */

/** Where an app's data privacy agreement (DPA) stands. */
export const DPA_STATUSES = ['none', 'requested', 'signed', 'expired', 'declined'] as const;
export type DpaStatus = (typeof DPA_STATUSES)[number];

/** The kind of agreement: the SDPC's National DPA, a state's own DPA, or the vendor's terms. */
export const AGREEMENT_TYPES = ['ndpa', 'state_dpa', 'vendor_terms'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];
