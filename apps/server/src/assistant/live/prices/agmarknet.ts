import { z } from 'zod';
import { getJson } from '../http.ts';
import { PriceError, type PriceProvider, type PriceRecord } from './provider.ts';

/** data.gov.in's 'Current daily price of various commodities from various markets (Mandi)'. */
const RESOURCE = '9ef84268-d588-465a-a308-a864a43d0070';
/** A state's day of one commodity is rarely more than a few hundred markets and varieties. */
const LIMIT = 1000;

// The API gives every value as text; prices are whole rupees per quintal.
const price = z.union([z.string(), z.number()]).transform((v) => Number(v)).pipe(z.number().finite().nonnegative());
const body = z.object({
  records: z.array(z.object({
    state: z.string(), district: z.string(), market: z.string(), commodity: z.string(),
    variety: z.string().optional().default(''),
    arrival_date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
    min_price: price, max_price: price, modal_price: price,
  })),
});

export interface AgmarknetOptions { baseUrl: string; apiKey: string }

/**
 * Agmarknet's daily mandi prices through data.gov.in (an API key from data.gov.in is needed;
 * DATA_GOV_IN_API_KEY). Filtered by state and commodity at the source; the district is chosen
 * from the answer, since the API's district names differ from other sources' now and then.
 */
export function agmarknet({ baseUrl, apiKey }: AgmarknetOptions): PriceProvider {
  return {
    name: 'agmarknet',
    async latest(state, commodity, signal) {
      const url = new URL(`/resource/${RESOURCE}`, baseUrl);
      url.search = new URLSearchParams({
        'api-key': apiKey, format: 'json', limit: String(LIMIT), 'filters[state]': state, 'filters[commodity]': commodity,
      }).toString();
      // The key is in the URL: an error answer's body stays out of the message and the log.
      const json = await getJson(url, signal, PriceError);
      const parsed = body.safeParse(json);
      if (!parsed.success) throw new PriceError(`${url.host}: unexpected answer (${parsed.error.issues[0]?.path.join('.')})`);
      return parsed.data.records.map((r): PriceRecord => {
        const [d, m, y] = r.arrival_date.split('/');
        return { state: r.state, district: r.district, market: r.market, commodity: r.commodity, variety: r.variety,
          date: `${y}-${m}-${d}`, min: r.min_price, max: r.max_price, modal: r.modal_price };
      }).sort((a, b) => b.date.localeCompare(a.date));
    },
  };
}
