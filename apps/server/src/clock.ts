/** The server's one source of "now", so tests can move time (OTP expiry, resend waits). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
export const plus = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
