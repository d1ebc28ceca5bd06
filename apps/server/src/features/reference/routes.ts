import { listCountryCodes, listLanguages } from '@krishimitra/contract';
import { pageOf } from '../../http/paging.ts';
import { type App, schemaOf } from '../../http/route.ts';
import type { ReferenceService } from './service.ts';

export function referenceRoutes(app: App, reference: ReferenceService) {
  app.get(listLanguages.path, { schema: schemaOf(listLanguages) }, async (request) => {
    const rows = await reference.languages();
    return pageOf(rows, rows.length, 1, rows.length || 1, request.url);
  });
  app.get(listCountryCodes.path, { schema: schemaOf(listCountryCodes) }, async (request) => {
    const rows = await reference.countryCodes();
    return pageOf(rows, rows.length, 1, rows.length || 1, request.url);
  });
}
