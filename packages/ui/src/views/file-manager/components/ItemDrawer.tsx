import type { FileManagerAnswer, FileManagerItem } from '@atrium/mock-api';
import { File, Folder, FolderInput, FolderOpen, SearchX, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/Dialog';
import { Drawer } from '../../../primitives/Drawer';
import { EmptyMessage, messageIcon } from '../../../primitives/StatusMessage';
import { TextField } from '../../../primitives/TextField';
import { useToast } from '../../../primitives/Toast';
import { useDeleteItem, useMoveItem, useRenameItem } from '../api/fileManager';
import { extensionsOf, formatDate, typeOfName } from '../format';
import * as css from './ItemDrawer.css';
import { MoveDialog } from './MoveDialog';
import { TypeTag } from './TypeTag';

/** The details drawer's width (spec screens §5.5); phones get the whole width. */
export const ITEM_DRAWER_WIDTH = '400px';

export interface ItemDrawerProps {
  answer: FileManagerAnswer;
  folderId: string | null;
  itemId: string;
  onClose: () => void;
  onOpenFolder: (id: string) => void;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function RenameField({
  item,
  siblings,
  folderId,
}: {
  item: FileManagerItem;
  siblings: FileManagerItem[];
  folderId: string | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const rename = useRenameItem(folderId, {
    onError: (_error, variables) =>
      toast.show({
        title: t('fileManager.rename.failed', { name: variables.name }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => rename.mutate(variables) },
      }),
  });
  const save = () => {
    const next = name.trim();
    if (next === '') return setError(t('fileManager.rename.empty'));
    if (siblings.some((other) => other.id !== item.id && sameName(other.name, next)))
      return setError(t('fileManager.rename.taken', { name: next }));
    if (item.type !== 'folder' && typeOfName(next) !== item.type)
      return setError(t('fileManager.rename.otherType', { type: item.type, extensions: extensionsOf(item.type) }));
    setError(null);
    if (next === item.name) return;
    // Saving disables the Save button (the name is now the item's): focus goes back to the field first, or
    // it would fall out of the drawer to the page, and Escape would no longer reach the drawer to close it.
    input.current?.focus();
    rename.mutate({ id: item.id, name: next });
  };
  return (
    <form
      className={css.row}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className={css.grow}>
        <TextField
          label={t('fileManager.rename.label')}
          inputRef={input}
          value={name}
          onChange={(value) => {
            setName(value);
            if (error) setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error}
        />
      </div>
      <Button type="submit" variant="secondary" isDisabled={name === item.name}>
        {t('fileManager.rename.save')}
      </Button>
    </form>
  );
}

function Details({ item, answer, folderId, onClose, onOpenFolder }: ItemDrawerProps & { item: FileManagerItem }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const move = useMoveItem(folderId, {
    onError: (_error, variables) =>
      toast.show({
        title: t('fileManager.move.failed', { name: item.name }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => move.mutate(variables) },
      }),
  });
  const remove = useDeleteItem(folderId, {
    onError: (_error, id) =>
      toast.show({
        title: t('fileManager.delete.failed', { name: item.name }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => remove.mutate(id) },
      }),
  });
  const isFolder = item.type === 'folder';
  const info: [string, string][] = [
    [t('fileManager.info.createdBy'), item.createdBy],
    [t('fileManager.info.created'), formatDate(item.createdAt, i18n.language)],
    [t('fileManager.info.modified'), formatDate(item.modifiedAt, i18n.language)],
    [t('fileManager.info.size'), item.size],
    ...(isFolder ? ([[t('fileManager.info.contents'), item.contents ?? '']] as [string, string][]) : []),
  ];
  return (
    <div className={css.stack}>
      <div className={css.preview}>
        {isFolder ? (
          <Folder size={96} aria-hidden="true" className={css.previewIcon} />
        ) : (
          <File size={96} aria-hidden="true" className={css.previewIcon} />
        )}
        <p className={css.previewName}>{item.name}</p>
        {isFolder ? <span>{t('fileManager.folderType')}</span> : <TypeTag type={item.type} />}
      </div>
      <section className={css.stack} aria-labelledby="file-manager-info">
        <h3 id="file-manager-info" className={css.subheading}>
          {t('fileManager.info.heading')}
        </h3>
        <dl className={css.infoList}>
          {info.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={css.infoTerm}>{term}</dt>
              <dd className={css.infoValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={css.stack} aria-labelledby="file-manager-description">
        <h3 id="file-manager-description" className={css.subheading}>
          {t('fileManager.info.description')}
        </h3>
        {item.description ? (
          <p className={css.description}>{item.description}</p>
        ) : (
          <p className={css.descriptionEmpty}>{t('fileManager.info.noDescription')}</p>
        )}
      </section>
      <RenameField item={item} siblings={[...answer.folders, ...answer.files]} folderId={folderId} />
      <div className={css.row}>
        {isFolder && (
          <Button variant="secondary" onPress={() => onOpenFolder(item.id)}>
            <FolderOpen size={16} aria-hidden="true" />
            {t('fileManager.openFolder')}
          </Button>
        )}
        <Button variant="secondary" onPress={() => setMoving(true)}>
          <FolderInput size={16} aria-hidden="true" />
          {t('fileManager.move.button')}
        </Button>
        <Button variant="warn" onPress={() => setConfirming(true)}>
          <Trash2 size={16} aria-hidden="true" />
          {t('fileManager.delete.button')}
        </Button>
      </div>
      {moving && (
        <MoveDialog
          item={item}
          isOpen
          onOpenChange={setMoving}
          onMove={(target) => {
            move.mutate({ id: item.id, folderId: target });
            toast.show({ title: t('fileManager.move.done', { name: item.name }), variant: 'success' });
            onClose();
          }}
        />
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('fileManager.delete.title', { name: item.name })}
        confirmLabel={t('fileManager.delete.confirm')}
        destructive
        onConfirm={() => {
          remove.mutate(item.id);
          onClose();
        }}
      >
        {isFolder ? t('fileManager.delete.folderWarning') : t('fileManager.delete.fileWarning')}
      </ConfirmDialog>
    </div>
  );
}

/**
 * The open item's details in a drawer, docked beside the folder from 1440 px; a clear message when the item
 * is not in this folder.
 */
export function ItemDrawer(props: ItemDrawerProps) {
  const { t } = useTranslation();
  const { answer, itemId, onClose } = props;
  const item =
    answer.folders.find((candidate) => candidate.id === itemId) ??
    answer.files.find((candidate) => candidate.id === itemId);
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item ? item.name : t('fileManager.itemNotFound')}
      width={ITEM_DRAWER_WIDTH}
      dockFrom="xl"
      className={css.docked}
    >
      {item ? (
        <Details {...props} item={item} />
      ) : (
        <EmptyMessage
          icon={<SearchX className={messageIcon} aria-hidden="true" />}
          title={t('fileManager.itemNotFound')}
        >
          <p>{t('fileManager.itemNotFoundHint')}</p>
          <Button variant="secondary" onPress={onClose}>
            {t('fileManager.backToFolder')}
          </Button>
        </EmptyMessage>
      )}
    </Drawer>
  );
}
