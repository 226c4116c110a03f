/**
 * The map's filters above it, as the asset list has them: type, location (a place with all it holds, from
 * the tree), status and state.
 */
import { useState } from 'react';
import { ASSET_STATUSES, MAP_STATES } from '@harbour/contract';
import { LocationFilter } from '@/components/location-picker/location-filter';
import { SelectFilter, TextFilterField } from '@/components/ui/filter-fields';
import { statusName } from '@/components/ui/status-name';
import { useAssetFacets } from '@/lib/asset-facets';
import type { MapFilters } from '@/lib/query-keys';
import { useTranslation } from '@/i18n/use-translation';
import type { MapFilterName } from '../map-filters';
import { mapMessages as m } from '../map-messages';
import { mapStateLabel } from '../map-state-label';

interface MapFilterBarProps {
  area: 'user' | 'admin';
  filters: MapFilters;
  onChange: (name: MapFilterName, value: string) => void;
}

export function MapFilterBar({ area, filters, onChange }: MapFilterBarProps) {
  const { t } = useTranslation();
  // The types are asked for when the type filter is first touched, not with the markers.
  const [suggest, setSuggest] = useState(false);
  const facets = useAssetFacets(area, suggest).data;
  return (
    <div role="group" aria-label={t(m.filters)} className="mb-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <TextFilterField
        label={t(m.type)}
        placeholder={t(m.anyType)}
        value={filters.type}
        suggestions={facets?.types ?? []}
        onFocus={() => setSuggest(true)}
        onChange={(value) => onChange('type', value)}
      />
      <LocationFilter
        label={t(m.location)}
        placeholder={t(m.anyLocation)}
        value={filters.location}
        onChange={(value) => onChange('location', value)}
      />
      <SelectFilter
        label={t(m.status)}
        value={filters.status}
        options={[
          { value: '', label: t(m.allStatuses) },
          ...ASSET_STATUSES.map((status) => ({ value: status, label: statusName(status) })),
        ]}
        onChange={(value) => onChange('status', value)}
      />
      <SelectFilter
        label={t(m.state)}
        value={filters.state}
        options={[
          { value: '', label: t(m.anyState) },
          ...MAP_STATES.map((state) => ({ value: state, label: mapStateLabel(state) })),
        ]}
        onChange={(value) => onChange('state', value)}
      />
    </div>
  );
}
