import { routes } from '@krishimitra/contract/routes';
import { useEffect } from 'react';
import { request } from '../../lib/api.ts';
import { countriesLoaded, countrySelected } from '../../state/country.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';

export function useCountries() {
  const dispatch = useAppDispatch();
  const { list, selected } = useAppSelector((s) => s.country);
  useEffect(() => {
    if (list.length === 0) request(routes.listCountryCodes).then((p) => dispatch(countriesLoaded(p.results))).catch(() => undefined);
  }, [list.length, dispatch]);
  return { countries: list, selected, select: (id: number) => {
    const c = list.find((x) => x.id === id);
    if (c) dispatch(countrySelected(c));
  } };
}
