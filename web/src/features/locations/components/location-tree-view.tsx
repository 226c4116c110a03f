import type { HTMLAttributes } from 'react';
import type { LocationRow as Location } from '@/lib/readers/location-reader';
import type { LocationNode } from '../location-tree';
import { LocationRow, type LocationActions } from './location-row';

interface LocationTreeViewProps {
  nodes: readonly LocationNode[];
  label?: string;
  depth?: number;
  isExpanded: (location: Location) => boolean;
  onToggle: (location: Location) => void;
  actions: LocationActions;
  dragProps: (location: Location) => HTMLAttributes<HTMLDivElement>;
  isDropTarget: (location: Location) => boolean;
}

/** The locations as nested lists, each level indented under the one it is inside. */
export function LocationTreeView({ nodes, label, depth = 0, ...row }: LocationTreeViewProps) {
  return (
    <ul aria-label={label}>
      {nodes.map(({ location, children }) => {
        const expanded = children.length > 0 && row.isExpanded(location);
        return (
          <li key={location._id}>
            <LocationRow
              location={location}
              depth={depth}
              hasChildren={children.length > 0}
              expanded={expanded}
              onToggle={() => row.onToggle(location)}
              actions={row.actions}
              dragProps={row.dragProps(location)}
              dropTarget={row.isDropTarget(location)}
            />
            {expanded ? <LocationTreeView nodes={children} depth={depth + 1} {...row} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
