import type { FileManagerItem } from '@atrium/mock-api';
import { ArrowUp, Folder } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { GridList, GridListItem } from '../../../primitives/GridList';
import { ErrorMessage, LoadingMessage } from '../../../primitives/StatusMessage';
import { useFolder } from '../api/fileManager';
import * as css from './ItemDrawer.css';

export interface MoveDialogProps {
  item: FileManagerItem;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen folder (null: the root) once the user confirms. */
  onMove: (folderId: string | null) => void;
}

/**
 * A folder picker: browse down from the item's folder (or up), and move the item where you stand. A folder
 * cannot go into itself or any folder inside it: the dialog says so and offers no move from there.
 */
export function MoveDialog({ item, isOpen, onOpenChange, onMove }: MoveDialogProps) {
  const { t } = useTranslation();
  const [at, setAt] = useState<string | null>(item.folderId);
  const folder = useFolder(at);
  const path = folder.data?.path ?? [];
  const here = path[path.length - 1];
  const insideItself = at === item.id || path.some((step) => step.id === item.id);
  const same = at === item.folderId;
  const placeName = here?.name ?? t('fileManager.title');

  let list;
  if (folder.isPending) list = <LoadingMessage>{t('fileManager.loading')}</LoadingMessage>;
  else if (folder.isError)
    list = <ErrorMessage onRetry={() => void folder.refetch()}>{t('fileManager.loadFailed')}</ErrorMessage>;
  else if (folder.data.folders.length === 0)
    list = <p className={css.pickerPlace}>{t('fileManager.move.noFolders')}</p>;
  else
    list = (
      <GridList
        aria-label={t('fileManager.move.foldersIn', { name: placeName })}
        className={css.pickerList}
        items={folder.data.folders}
        onAction={(key) => setAt(String(key))}
      >
        {(candidate) => (
          <GridListItem id={candidate.id} textValue={candidate.name} className={css.pickerItem}>
            <Folder size={18} aria-hidden="true" />
            {candidate.name}
          </GridListItem>
        )}
      </GridList>
    );

  return (
    <Dialog
      title={t('fileManager.move.title', { name: item.name })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.cancel')}
          </Button>
          <Button
            isDisabled={insideItself || same || folder.isPending}
            onPress={() => {
              onMove(at);
              close();
            }}
          >
            {t('fileManager.move.here', { name: placeName })}
          </Button>
        </>
      )}
    >
      <div className={css.stack}>
        <div className={css.row}>
          <p className={`${css.pickerPlace} ${css.grow}`} aria-live="polite">
            {t('fileManager.move.at', { name: [t('fileManager.title'), ...path.map((step) => step.name)].join(' / ') })}
          </p>
          {at !== null && (
            <Button variant="secondary" size="small" onPress={() => setAt(here?.folderId ?? null)}>
              <ArrowUp size={16} aria-hidden="true" />
              {t('fileManager.move.up')}
            </Button>
          )}
        </div>
        {insideItself && (
          <p role="alert" className={css.refusal}>
            {t('fileManager.move.intoItself', { name: item.name })}
          </p>
        )}
        {list}
      </div>
    </Dialog>
  );
}
