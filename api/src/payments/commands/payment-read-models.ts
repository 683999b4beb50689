/** The read models a payment shows in: the bills and the stage's history. */
export const PAYMENT_READ_MODELS = ['bills', 'enrollment_decisions'] as const;
