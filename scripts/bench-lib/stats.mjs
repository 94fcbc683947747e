/** The middle value of `values` (the upper one of the two middles for an even count), as the bench reports it. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The 75th percentile (nearest rank), as web-vitals reports Interaction to Next Paint. */
export const p75 = (values) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * 0.75) - 1)];
