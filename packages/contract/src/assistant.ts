import { z } from 'zod';
import { defineCall } from './call.ts';
import { routes } from './routes.ts';

/**
 * What the assistant can do on this server (an addition to the spec, issue 14): the phone asks
 * before it records, so a farmer whose phone has no speech recognition is told at the mic, in
 * their language, that a voice question can't be understood, instead of recording for nothing.
 */
export const capabilitiesResponse = z.object({
  /** A recording sent as audio is turned into words here (a speech-to-text model is configured). */
  speech_to_text: z.boolean(),
  /** Answers can be spoken here (offline speech or a speech model). */
  speech: z.boolean(),
  /** A photo is looked at here (a vision model is configured); otherwise the farmer is asked to describe it. */
  vision: z.boolean(),
});
export type Capabilities = z.output<typeof capabilitiesResponse>;

export const getCapabilities = defineCall(routes.getCapabilities, { response: capabilitiesResponse });
