/** Shown where the user's name is unknown (spec: the Korean word for anonymous). */
export const ANONYMOUS = '익명';
