/** Upload limits (bytes), enforced by the server and checked early by the web app. */
export const MEDIA_LIMITS = {
  audio: 2 * 1024 * 1024,
  image: 10 * 1024 * 1024,
  video: 50 * 1024 * 1024,
} as const;
