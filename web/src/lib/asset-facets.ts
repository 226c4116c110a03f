/**
 * The asset types and locations in use, for filters and plan targets: an admin's from the organisation
 * dashboard's distributions, an employee's from the assets assigned to them (their compliance scope).
 */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { organisationCollator } from '@harbour/contract';
import { apiRequest } from './api-client';
import { lenientList, orFallback, readAs } from './lenient';
import { usePublicConfig } from './public-config';
import { queryKeys } from './query-keys';

export interface AssetFacets {
  types: string[];
  locations: string[];
}

const distinct = (values: string[]): string[] => [...new Set(values.filter(Boolean))];

const adminFacetsReader = readAs(
  z.object({
    distributions: z.object({
      byType: orFallback(lenientList(z.object({ type: z.string() }), 'facets: a type'), [], 'facets.byType'),
      byLocation: orFallback(
        lenientList(z.object({ location: z.string() }), 'facets: a location'),
        [],
        'facets.byLocation',
      ),
    }),
  }),
  'GET /dashboard/admin (types and locations)',
);

const userFacetsReader = readAs(
  z.object({
    userAssets: lenientList(
      z.object({ type: z.string(), location: z.string() }),
      'facets: an asset without type or location',
    ),
  }),
  'GET /dashboard/user (types and locations)',
);

async function fetchFacets(area: 'user' | 'admin'): Promise<AssetFacets> {
  if (area === 'admin') {
    const { distributions } = await apiRequest('/dashboard/admin', adminFacetsReader);
    return {
      types: distinct(distributions.byType.map((row) => row.type)),
      locations: distinct(distributions.byLocation.map((row) => row.location)),
    };
  }
  const { userAssets } = await apiRequest('/dashboard/user', userFacetsReader);
  return {
    types: distinct(userAssets.map((asset) => asset.type)),
    locations: distinct(userAssets.map((asset) => asset.location)),
  };
}

/**
 * The facets in the organisation's collation (ORGANISATION_LOCALE): Norwegian puts Ørland after Zeta. Not
 * asked for until `enabled` (a screen whose first job is elsewhere asks when a filter is first touched).
 */
export function useAssetFacets(area: 'user' | 'admin', enabled = true) {
  const { locale } = usePublicConfig();
  const select = useCallback(
    (facets: AssetFacets): AssetFacets => {
      const { compare } = organisationCollator(locale);
      return { types: [...facets.types].sort(compare), locations: [...facets.locations].sort(compare) };
    },
    [locale],
  );
  return useQuery({
    queryKey: queryKeys.assets.facets(area),
    queryFn: () => fetchFacets(area),
    select,
    enabled,
  });
}
