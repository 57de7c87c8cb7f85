/** The current time, injected so tests can move it (code expiry, link expiry, rate-limit windows). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
