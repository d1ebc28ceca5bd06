import { type Capabilities, getCapabilities } from '@krishimitra/contract';
import { type App, schemaOf } from '../../http/route.ts';

/**
 * What the assistant can do here, for the phone to ask before it records or sends a photo. It
 * follows the configuration, so it changes only with a restart: phones may keep it a while.
 */
export function assistantRoutes(app: App, capabilities: Capabilities) {
  app.get(getCapabilities.path, { schema: schemaOf(getCapabilities) }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return capabilities;
  });
}
