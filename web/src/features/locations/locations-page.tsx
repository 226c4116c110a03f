import { useMemo, useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { useLocations } from '@/components/location-picker/use-locations';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListState } from '@/components/ui/list-state';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr } from '@/lib/error-message';
import type { LocationRow } from '@/lib/readers/location-reader';
import { toast } from '@/lib/toast';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { useDeleteLocation } from './api/delete-location';
import { useUpdateLocation } from './api/update-location';
import { LocationFormDialog } from './components/location-form-dialog';
import type { LocationActions } from './components/location-row';
import { LocationTreeView } from './components/location-tree-view';
import { MergeLocationDialog } from './components/merge-location-dialog';
import { MoveLocationDialog } from './components/move-location-dialog';
import { filterTree } from './location-tree';
import { locationMessages as m } from './location-messages';
import { useDragToMove } from './use-drag-to-move';
import { useExpandedLocations } from './use-expanded-locations';

type Dialog =
  | { kind: 'add'; parent: LocationRow | null }
  | { kind: 'edit' | 'move' | 'merge'; location: LocationRow }
  | null;

const NONE: LocationRow[] = [];

/** The administrators' locations (/admin/locations): the tree of places, arranged by adding, moving and merging. */
export function LocationsPage() {
  const { t } = useTranslation();
  const locations = useLocations();
  const list = locations.data ?? NONE;
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<LocationRow | null>(null);
  const remove = useDeleteLocation();
  const update = useUpdateLocation();
  const expanded = useExpandedLocations(search.trim() !== '');
  const nodes = useMemo(() => filterTree(list, search), [list, search]);

  const drag = useDragToMove(list, (moving, target) => {
    update.mutate(
      { id: moving._id, update: { parentId: target?._id ?? null } },
      {
        onSuccess: () =>
          toast.success(
            target
              ? translate(m.moved, { name: moving.name, path: target.path })
              : translate(m.movedToTop, { name: moving.name }),
          ),
        onError: (error) => toast.error(messageOr(error, translate(m.moveFailed))),
      },
    );
    if (target) expanded.open(target);
  });

  const actions: LocationActions = {
    addInside: (parent) => {
      expanded.open(parent);
      setDialog({ kind: 'add', parent });
    },
    edit: (location) => setDialog({ kind: 'edit', location }),
    move: (location) => setDialog({ kind: 'move', location }),
    merge: (location) => setDialog({ kind: 'merge', location }),
    remove: setDeleting,
  };

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success(translate(m.deleted)),
      onError: (error) => toast.error(messageOr(error, translate(m.deleteFailed))),
      onSettled: () => setDeleting(null),
    });
  }

  let body: ReactNode;
  if (locations.isPending) body = <ListState kind="loading" message={t(m.loading)} />;
  else if (locations.isError)
    body = <ListState kind="error" message={messageOr(locations.error, t(m.loadFailed))} />;
  else if (list.length === 0) body = <ListState kind="empty" message={t(m.empty)} />;
  else if (nodes.length === 0) body = <ListState kind="empty" message={t(m.noMatch)} />;
  else
    body = (
      <>
        {drag.dragging?.parentId ? (
          <div
            {...drag.topLevelProps}
            // Floating at the foot of the window, so that its coming does not move the rows being aimed at.
            className={`fixed bottom-6 left-1/2 z-40 -translate-x-1/2 rounded-lg border-2 border-dashed px-6 py-4 text-center text-sm text-slate-700 shadow-lg ${
              drag.isOver(null) ? 'border-teal-500 bg-teal-50' : 'border-slate-300 bg-white'
            }`}
          >
            {t(m.dropAtTop)}
          </div>
        ) : null}
        <LocationTreeView
          nodes={nodes}
          label={t(m.tree)}
          isExpanded={expanded.isExpanded}
          onToggle={expanded.toggle}
          actions={actions}
          dragProps={drag.rowProps}
          isDropTarget={drag.isOver}
        />
      </>
    );

  return (
    <>
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        actions={
          <Button size="lg" onClick={() => setDialog({ kind: 'add', parent: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t(m.addLocation)}
          </Button>
        }
      />
      <Card className="overflow-visible">
        <ListToolbar
          search={search}
          onSearchChange={setSearch}
          placeholder={t(m.search)}
          showFilters={false}
        />
        {body}
      </Card>
      {dialog?.kind === 'add' ? (
        <LocationFormDialog editing={null} parent={dialog.parent} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <LocationFormDialog
          key={dialog.location._id}
          editing={dialog.location}
          parent={null}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveLocationDialog moving={dialog.location} locations={list} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'merge' ? (
        <MergeLocationDialog merging={dialog.location} locations={list} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t(m.deleteTitle)}
        message={t(m.confirmDelete, { name: deleting?.name ?? '' })}
        confirmLabel={t(m.delete)}
        busyLabel={t(m.deleting)}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
