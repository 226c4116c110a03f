import { ASSET_STATUSES, COMPLIANCE_STATUSES } from '@harbour/contract';
import { LocationFilter } from '@/components/location-picker/location-filter';
import { SelectFilter, TextFilterField } from '@/components/ui/filter-fields';
import { dueStatusLabel } from '@/components/ui/due-status-badge';
import { statusName } from '@/components/ui/status-name';
import { useAssetFacets } from '@/lib/asset-facets';
import { useAssetTypes } from '@/lib/type-fields/use-asset-types';
import { fieldLabel } from '@/lib/type-fields/field-label';
import { typeFieldsMessages as words } from '@/lib/type-fields/type-fields-messages';
import { useAssignableUsers } from '../api/get-assignable-users';
import { fieldFilterName, type AssetFilters, type TextFilter } from '../asset-filters';
import { filterableFields } from '../field-filters';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from '../asset-messages';

interface AssetFilterPanelProps {
  id: string;
  /** Administrators also filter by holder. */
  area: 'user' | 'admin';
  filters: AssetFilters;
  onChange: (name: TextFilter, value: string) => void;
}

/**
 * Status, type, location, holder (administrators) and compliance state of the assets listed. Loaded when
 * first opened: its suggestions and people are read then, not with every list.
 */
export function AssetFilterPanel({ id, area, filters, onChange }: AssetFilterPanelProps) {
  const { t, language } = useTranslation();
  const facets = useAssetFacets(area);
  const fieldFilters = filterableFields(useAssetTypes().data, filters.type);
  const users = useAssignableUsers(area === 'admin');
  const types = facets.data?.types ?? [];
  const holders = area === 'admin' ? (users.data ?? []) : null;
  return (
    <div
      id={id}
      role="group"
      aria-label={t(m.filters)}
      className="grid gap-3 border-b border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <SelectFilter
        label={t(m.status)}
        value={filters.status}
        options={[
          { value: '', label: t(m.allStatuses) },
          ...ASSET_STATUSES.map((status) => ({ value: status, label: statusName(status) })),
        ]}
        onChange={(value) => onChange('status', value)}
      />
      <TextFilterField
        label={t(m.type)}
        placeholder={t(m.anyType)}
        value={filters.type}
        suggestions={types}
        onChange={(value) => onChange('type', value)}
      />
      <LocationFilter
        label={t(m.location)}
        placeholder={t(m.anyLocation)}
        value={filters.location}
        onChange={(value) => onChange('location', value)}
      />
      {holders && !filters.mine ? (
        <SelectFilter
          label={t(m.holder)}
          value={filters.holder}
          options={[
            { value: '', label: t(m.anyone) },
            { value: 'none', label: t(m.notAssigned) },
            ...holders.map((user) => ({ value: user._id, label: user.username })),
          ]}
          onChange={(value) => onChange('holder', value)}
        />
      ) : null}
      <SelectFilter
        label={t(m.compliance)}
        value={filters.compliance}
        options={[
          { value: '', label: t(m.anyCompliance) },
          ...COMPLIANCE_STATUSES.map((state) => ({ value: state, label: dueStatusLabel(state) })),
        ]}
        onChange={(value) => onChange('compliance', value)}
      />
      {fieldFilters.map((field) => (
        <SelectFilter
          key={field.key}
          label={fieldLabel(field, language)}
          value={filters.fields[field.key] ?? ''}
          options={[
            { value: '', label: t(m.anyValue) },
            ...(field.kind === 'yes-no'
              ? [
                  { value: 'yes', label: t(words.yes) },
                  { value: 'no', label: t(words.no) },
                ]
              : (field.options ?? []).map((option) => ({ value: option, label: option }))),
          ]}
          onChange={(value) => onChange(fieldFilterName(field.key), value)}
        />
      ))}
    </div>
  );
}
