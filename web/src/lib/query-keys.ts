/**
 * Every query key of the app, from one factory: features cannot import each other, yet a mutation in one
 * changes lists shown by another (lib/stale-lists.ts says which).
 */
export interface AssetListParams {
  page: number;
  q: string;
  /** The list API's filters; '' or absent when not used. */
  status?: string;
  type?: string;
  location?: string;
  assignedTo?: string;
  compliance?: string;
  /** 'true': only the assets flagged off station. */
  offStation?: string;
  /** Filters on a type's choice and yes-no fields by key: `field.<key>=<value>`. */
  fields?: Record<string, string>;
}

export interface MapFilters {
  type: string;
  location: string;
  status: string;
  state: string;
}

/** The availability screen's request: the period as the API takes it, its filters and page. */
export interface AvailabilityParams {
  from: string;
  to: string;
  /** '' when not used. */
  type: string;
  location: string;
  page: number;
}

export interface ComplianceListParams {
  /** '' is the server's default: overdue and due soon. */
  status: string;
  type: string;
  location: string;
  kind: string;
  page: number;
}

export interface RoundListParams {
  /** 'open', 'finished', or '' for both. */
  status: string;
  kind: string;
  page: number;
}

export interface DefectListParams {
  /** A comma list of states; '' for every state. */
  state: string;
  severity: string;
  type: string;
  /** A location's id: the defects of its subtree. */
  location: string;
  page: number;
}

export const queryKeys = {
  assets: {
    all: ['assets'] as const,
    lists: ['assets', 'list'] as const,
    list: (params: AssetListParams) => ['assets', 'list', params] as const,
    detail: (id: string) => ['assets', 'detail', id] as const,
    /** An asset with everything its page shows (the register fields too). */
    pages: ['assets', 'page'] as const,
    page: (id: string) => ['assets', 'page', id] as const,
    /** The types and locations in use (a user's: of their own assets), for filters and plan targets. */
    facets: (area: 'user' | 'admin') => ['assets', 'facets', area] as const,
    /** Assets matching a search, as a picker lists them (id and name). */
    pick: (q: string) => ['assets', 'pick', q] as const,
    /** The first assets matching a search, as a blank label's link form lists them. */
    search: (q: string) => ['assets', 'search', q] as const,
    /** One asset's name and type: the asset a problem is reported on. */
    brief: (id: string) => ['assets', 'brief', id] as const,
    /** One asset's name, for a picked asset shown by id. */
    name: (id: string) => ['assets', 'name', id] as const,
  },
  users: {
    all: ['users'] as const,
    list: () => ['users', 'list'] as const,
    assignable: () => ['users', 'assignable'] as const,
    withAssets: () => ['users', 'with-assets'] as const,
    withAssetsPage: (params: { page: number; q: string }) => ['users', 'with-assets', params] as const,
  },
  /** One asset's activity, page by page (its asset page). */
  history: {
    all: ['history'] as const,
    page: (assetId: string, page: number) => ['history', assetId, page] as const,
  },
  /** One asset's due inspections (with their checklists) and its inspection history. */
  inspections: {
    all: ['inspections'] as const,
    forAsset: (assetId: string) => ['inspections', assetId] as const,
  },
  documents: {
    all: ['documents'] as const,
    forAsset: (assetId: string) => ['documents', assetId] as const,
  },
  compliance: {
    all: ['compliance'] as const,
    forAsset: (assetId: string) => ['compliance', 'asset', assetId] as const,
    list: (params: ComplianceListParams) => ['compliance', 'list', params] as const,
  },
  availability: {
    all: ['availability'] as const,
    report: (params: AvailabilityParams) => ['availability', params] as const,
    /** The dashboard card's count of what is below target over the last 30 days. */
    belowTarget: () => ['availability', 'below-target'] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    user: () => ['dashboard', 'user'] as const,
    admin: () => ['dashboard', 'admin'] as const,
  },
  plans: {
    all: ['inspection-plans'] as const,
    list: () => ['inspection-plans', 'list'] as const,
    /** Every plan's id and name (a round's plan picker). */
    names: () => ['inspection-plans', 'names'] as const,
  },
  calendar: {
    feed: () => ['calendar', 'feed'] as const,
  },
  rounds: {
    all: ['rounds'] as const,
    list: (params: RoundListParams) => ['rounds', 'list', params] as const,
    /** One round, polled: its counts and version. */
    detail: (id: string) => ['rounds', 'detail', id] as const,
    /** One page of a round's items in one state, as of the round's version (a new version asks again). */
    items: (id: string, state: string, page: number, version: number) =>
      ['rounds', 'items', id, state, page, version] as const,
    /** How many assets a scope would expect. */
    preview: (locations: string[], types: string[]) => ['rounds', 'preview', locations, types] as const,
    /** The rounds of every asset page. */
    assets: ['rounds', 'asset'] as const,
    forAsset: (assetId: string) => ['rounds', 'asset', assetId] as const,
  },
  /** Labels: label templates, printer profiles, blank label codes (a list page by state, one scanned code). */
  labels: {
    templates: () => ['labels', 'templates'] as const,
    profiles: () => ['labels', 'profiles'] as const,
    codes: ['labels', 'codes'] as const,
    codeList: (state: string, page: number) => ['labels', 'codes', 'list', state, page] as const,
    code: (code: string) => ['labels', 'codes', 'one', code] as const,
  },
  /** Asset types with their fields: everyone's list (labels to show values by) and the administrators'. */
  assetTypes: {
    all: ['asset-types'] as const,
    list: () => ['asset-types', 'list'] as const,
    admin: () => ['asset-types', 'admin'] as const,
  },
  /** The locations tree: every location with its path and counts (the Locations screen and every picker). */
  locations: {
    all: ['locations'] as const,
    list: () => ['locations', 'list'] as const,
  },
  /** The map's markers, by its filters (type, location, status, state). */
  map: {
    all: ['map'] as const,
    assets: (filters: MapFilters) => ['map', 'assets', filters] as const,
  },
  /** API tokens and import: the API tokens list. */
  apiTokens: { all: ['api-tokens'] as const },
  /** Defects: the triage list by its filters, one defect, and one asset's defects (a duplicate's choice). */
  defects: {
    all: ['defects'] as const,
    list: (params: DefectListParams) => ['defects', 'list', params] as const,
    detail: (id: string) => ['defects', 'detail', id] as const,
    forAsset: (assetId: string) => ['defects', 'asset', assetId] as const,
  },
  /** What a visitor without a session reads: a label's asset (name and type) and a report's status. */
  public: {
    asset: (id: string) => ['public', 'asset', id] as const,
    report: (reference: string) => ['public', 'report', reference] as const,
  },
};
