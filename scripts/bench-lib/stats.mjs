/** The middle value of `values` (the upper one of the two middles for an even count), as the bench reports it. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
