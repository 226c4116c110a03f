/** Dragging one row onto another (or onto the top-level strip) to move it there: a desk's mouse only. */
import { useState, type DragEvent, type HTMLAttributes } from 'react';
import type { LocationRow } from '@/lib/readers/location-reader';
import { canMoveInto } from './location-tree';

const DRAG_TYPE = 'application/x-harbour-location';

export function useDragToMove(
  locations: readonly LocationRow[],
  onDrop: (moving: LocationRow, target: LocationRow | null) => void,
) {
  const [dragging, setDragging] = useState<LocationRow | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const accepts = (target: LocationRow | null) =>
    dragging !== null &&
    target?._id !== dragging.parentId &&
    canMoveInto(locations, dragging._id, target?._id ?? null);

  function end() {
    setDragging(null);
    setOver(null);
  }

  /** The handlers of a place something can be dropped on: a row, or null for the top level. */
  function dropProps(target: LocationRow | null): HTMLAttributes<HTMLDivElement> {
    const key = target?._id ?? '';
    return {
      onDragOver: (event: DragEvent) => {
        if (!accepts(target)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (over !== key) setOver(key);
      },
      onDragLeave: () => {
        if (over === key) setOver(null);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (dragging && accepts(target)) onDrop(dragging, target);
        end();
      },
    };
  }

  function rowProps(location: LocationRow): HTMLAttributes<HTMLDivElement> {
    return {
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, location._id);
        event.dataTransfer.effectAllowed = 'move';
        setDragging(location);
      },
      onDragEnd: end,
      ...dropProps(location),
    };
  }

  return {
    dragging,
    isOver: (target: LocationRow | null) => over === (target?._id ?? ''),
    rowProps,
    topLevelProps: dropProps(null),
  };
}
