import type { FileManagerAnswer, FileManagerItem } from '@atrium/mock-api';
import { ArrowLeft, File, Folder, FolderOpen, Info, LayoutGrid, List, SearchX, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  Breadcrumb,
  Breadcrumbs,
  FileTrigger,
  GridList,
  GridListItem,
  Link,
  ToggleButton,
  ToggleButtonGroup,
  type SortDescriptor,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { RouterBridge } from '../../navigation/RouterBridge';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { SearchField } from '../../primitives/SearchField';
import { bone } from '../../primitives/Skeleton/Skeleton.css';
import { EmptyMessage, ErrorMessage, messageIcon } from '../../primitives/StatusMessage';
import { Cell, Column, Row, Table, TableBody, TableHeader, sortItems } from '../../primitives/Table';
import { ToastProvider, useToast } from '../../primitives/Toast';
import { isPendingUpload, UPLOAD_LIMIT_BYTES, useFolder, useUploadFile } from './api/fileManager';
import { ItemDrawer } from './components/ItemDrawer';
import { useFileManagerNavigation, useMountPath } from './components/navigation';
import { TypeTag } from './components/TypeTag';
import * as css from './FileManagerView.css';
import { ACCEPTED_EXTENSIONS, bytesInWords, formatDate, sizeInBytes, typeOfName } from './format';

type Nav = ReturnType<typeof useFileManagerNavigation>;

function FolderHeader({ answer, folderId, nav }: { answer?: FileManagerAnswer; folderId: string | null; nav: Nav }) {
  const { t } = useTranslation();
  if (folderId === null) {
    return (
      <div className={css.titleBlock}>
        <h1 className={css.title}>{t('fileManager.title')}</h1>
        {answer && (
          <p className={css.counts}>
            {t('fileManager.counts', {
              folders: t('fileManager.folderCount', { count: answer.folders.length }),
              files: t('fileManager.fileCount', { count: answer.files.length }),
            })}
          </p>
        )}
      </div>
    );
  }
  const path = answer?.path ?? [];
  const current = path[path.length - 1];
  return (
    <div className={css.titleBlock}>
      <nav aria-label={t('fileManager.breadcrumbLabel')}>
        <Breadcrumbs className={css.breadcrumbs}>
          <Breadcrumb className={css.crumb}>
            <Link className={css.crumbLink} href={nav.folderPath(null)}>
              {t('fileManager.title')}
            </Link>
          </Breadcrumb>
          {path.map((folder) => (
            <Breadcrumb key={folder.id} id={folder.id} className={css.crumb}>
              {({ isCurrent }) => (
                <>
                  <span aria-hidden="true">/</span>
                  <Link className={css.crumbLink} href={isCurrent ? undefined : nav.folderPath(folder.id)}>
                    {folder.name}
                  </Link>
                </>
              )}
            </Breadcrumb>
          ))}
        </Breadcrumbs>
      </nav>
      <h1 className={css.title}>{current?.name ?? t('fileManager.title')}</h1>
    </div>
  );
}

/** Uploads on their way have no details yet: they show, but do not open. */
const pendingIds = (items: FileManagerItem[]) =>
  items.filter((item) => isPendingUpload(item.id)).map((item) => item.id);

function ItemIcon({ item, size }: { item: FileManagerItem; size: number }) {
  return item.type === 'folder' ? (
    <Folder size={size} aria-hidden="true" className={css.tileIcon} />
  ) : (
    <File size={size} aria-hidden="true" className={css.tileIcon} />
  );
}

function Tiles({
  label,
  items,
  onOpen,
  onInfo,
}: {
  label: string;
  items: FileManagerItem[];
  onOpen: (item: FileManagerItem) => void;
  onInfo: (item: FileManagerItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <GridList
      aria-label={label}
      layout="grid"
      className={css.tiles}
      items={items}
      disabledKeys={pendingIds(items)}
      onAction={(key) => {
        const item = items.find((candidate) => candidate.id === key);
        if (item) onOpen(item);
      }}
    >
      {(item) => (
        <GridListItem id={item.id} textValue={item.name} className={css.tile}>
          <ItemIcon item={item} size={56} />
          <span className={css.tileName} data-truncate title={item.name}>
            {item.name}
          </span>
          {item.type === 'folder' ? (
            <>
              <span className={css.tileLine}>{item.contents}</span>
              <span className={css.tileInfo}>
                <IconButton
                  label={t('fileManager.infoFor', { name: item.name })}
                  icon={<Info size={16} />}
                  onPress={() => onInfo(item)}
                />
              </span>
            </>
          ) : (
            <TypeTag type={item.type} />
          )}
        </GridListItem>
      )}
    </GridList>
  );
}

function ListView({ items, onOpen }: { items: FileManagerItem[]; onOpen: (item: FileManagerItem) => void }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const rows = useMemo(() => {
    const keyed = items.map((item) => ({
      item,
      id: item.id,
      name: item.name,
      type: item.type === 'folder' ? '' : item.type,
      size: sizeInBytes(item.size),
      modified: new Date(item.modifiedAt),
    }));
    const sorted = sortItems(keyed, sort, i18n.language);
    // Folders stay ahead of files whatever the column, as in the tiles.
    return [
      ...sorted.filter((row) => row.item.type === 'folder'),
      ...sorted.filter((row) => row.item.type !== 'folder'),
    ];
  }, [items, sort, i18n.language]);
  return (
    <div className={css.tableWrap}>
      <Table
        aria-label={t('fileManager.listLabel')}
        sortDescriptor={sort}
        onSortChange={setSort}
        disabledKeys={pendingIds(items)}
        onRowAction={(key) => {
          const row = rows.find((candidate) => candidate.id === key);
          if (row) onOpen(row.item);
        }}
      >
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            {t('fileManager.column.name')}
          </Column>
          <Column id="type" allowsSorting>
            {t('fileManager.column.type')}
          </Column>
          <Column id="size" allowsSorting>
            {t('fileManager.column.size')}
          </Column>
          <Column id="modified" allowsSorting>
            {t('fileManager.column.modified')}
          </Column>
        </TableHeader>
        <TableBody items={rows} dependencies={[t, i18n.language]}>
          {(row) => (
            <Row id={row.id}>
              <Cell textValue={row.name}>
                <span className={css.nameCell}>
                  <ItemIcon item={row.item} size={18} />
                  {row.name}
                </span>
              </Cell>
              <Cell>{row.item.type === 'folder' ? t('fileManager.folderType') : <TypeTag type={row.item.type} />}</Cell>
              <Cell>{row.item.size}</Cell>
              <Cell>{formatDate(row.item.modifiedAt, i18n.language)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function LoadingTiles() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('fileManager.loading')} className={css.tiles}>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className={`${bone} ${css.skeletonTile}`} />
      ))}
    </div>
  );
}

function UploadButton({
  folderId,
  onUploaded,
}: {
  folderId: string | null;
  onUploaded: (item: FileManagerItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useUploadFile({
    onError: (_error, variables) =>
      toast.show({
        title: t('fileManager.upload.failed', { name: variables.name }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => upload.mutate(variables, { onSuccess: onUploaded }) },
      }),
  });
  const limit = bytesInWords(UPLOAD_LIMIT_BYTES, i18n.language);
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (file.size > UPLOAD_LIMIT_BYTES) {
      setRefusal(
        t('fileManager.upload.tooLarge', { name: file.name, size: bytesInWords(file.size, i18n.language), limit }),
      );
      return;
    }
    if (!typeOfName(file.name)) {
      setRefusal(t('fileManager.upload.badType', { name: file.name }));
      return;
    }
    setRefusal(null);
    upload.mutate(
      { folderId, name: file.name, size: file.size },
      {
        onSuccess: (item) => {
          toast.show({ title: t('fileManager.upload.done', { name: item.name }), variant: 'success' });
          onUploaded(item);
        },
      },
    );
  };
  return (
    <div className={css.titleBlock}>
      <FileTrigger acceptedFileTypes={ACCEPTED_EXTENSIONS} onSelect={pick}>
        <Button isPending={upload.isPending}>
          <Upload size={16} aria-hidden="true" />
          {t('fileManager.upload.button')}
        </Button>
      </FileTrigger>
      <p className={css.limitNote}>{t('fileManager.upload.limit', { limit })}</p>
      {refusal && (
        <p role="alert" className={css.limitNote}>
          {refusal}
        </p>
      )}
    </div>
  );
}

function FolderScreen({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const { folderId: rawFolderId } = useParams();
  const folderId = rawFolderId ?? null;
  const nav = useFileManagerNavigation(basePath);
  const folder = useFolder(folderId);
  const [search, setSearch] = useState('');
  // The search is within the current folder: another folder starts with none.
  const [searchedIn, setSearchedIn] = useState(folderId);
  if (searchedIn !== folderId) {
    setSearchedIn(folderId);
    setSearch('');
  }
  const answer = folder.data;
  const needle = search.trim().toLocaleLowerCase();
  const match = (item: FileManagerItem) => needle === '' || item.name.toLocaleLowerCase().includes(needle);
  const folders = answer?.folders.filter(match) ?? [];
  const files = answer?.files.filter(match) ?? [];
  const missing = folderId !== null && answer !== undefined && answer.path.length === 0;
  const open = (item: FileManagerItem) =>
    item.type === 'folder' ? nav.go(nav.folderPath(item.id)) : nav.go(nav.folderPath(folderId, { item: item.id }));
  const info = (item: FileManagerItem) => nav.go(nav.folderPath(folderId, { item: item.id }));

  let body;
  if (folder.isPending) {
    body = <LoadingTiles />;
  } else if (folder.isError) {
    body = <ErrorMessage onRetry={() => void folder.refetch()}>{t('fileManager.loadFailed')}</ErrorMessage>;
  } else if (missing) {
    body = (
      <EmptyMessage icon={<SearchX className={messageIcon} aria-hidden="true" />} title={t('fileManager.notFound')}>
        <p>{t('fileManager.notFoundHint')}</p>
        <Button variant="secondary" onPress={() => nav.go(nav.folderPath(null))}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('fileManager.backToRoot')}
        </Button>
      </EmptyMessage>
    );
  } else if (answer && answer.folders.length + answer.files.length === 0) {
    body = (
      <EmptyMessage icon={<FolderOpen className={messageIcon} aria-hidden="true" />} title={t('fileManager.empty')}>
        <p>{t('fileManager.emptyHint')}</p>
      </EmptyMessage>
    );
  } else if (folders.length + files.length === 0) {
    body = (
      <EmptyMessage icon={<SearchX className={messageIcon} aria-hidden="true" />} title={t('fileManager.noMatch')}>
        <p>{t('fileManager.noMatchHint', { search: search.trim() })}</p>
      </EmptyMessage>
    );
  } else if (nav.view === 'list') {
    body = <ListView items={[...folders, ...files]} onOpen={open} />;
  } else {
    body = (
      <>
        {folders.length > 0 && (
          <section className={css.section} aria-labelledby="file-manager-folders">
            <h2 id="file-manager-folders" className={css.sectionTitle}>
              {t('fileManager.folders')}
            </h2>
            <Tiles label={t('fileManager.folders')} items={folders} onOpen={open} onInfo={info} />
          </section>
        )}
        {files.length > 0 && (
          <section className={css.section} aria-labelledby="file-manager-files">
            <h2 id="file-manager-files" className={css.sectionTitle}>
              {t('fileManager.files')}
            </h2>
            <Tiles label={t('fileManager.files')} items={files} onOpen={open} onInfo={info} />
          </section>
        )}
      </>
    );
  }

  // The page and, docked from 1440 px, the details beside it in one row.
  return (
    <div className={css.frame}>
      <div className={css.root}>
        <div className={css.header}>
          <FolderHeader answer={answer} folderId={folderId} nav={nav} />
          {!missing && (
            <UploadButton
              folderId={folderId}
              onUploaded={(item) => nav.go(nav.folderPath(folderId, { item: item.id }))}
            />
          )}
        </div>
        {!missing && (
          <div className={css.toolbar}>
            <div className={css.toolbarSearch}>
              <SearchField label={t('fileManager.search')} hideLabel value={search} onChange={setSearch} />
            </div>
            <ToggleButtonGroup
              aria-label={t('fileManager.viewLabel')}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[nav.view]}
              onSelectionChange={(keys) => {
                const [next] = [...keys];
                if (next === 'tiles' || next === 'list') nav.go(nav.folderPath(folderId, { view: next }));
              }}
              className={css.toolbar}
            >
              <ToggleButton id="tiles" aria-label={t('fileManager.viewTiles')} className={css.toggle}>
                <LayoutGrid size={18} aria-hidden="true" />
              </ToggleButton>
              <ToggleButton id="list" aria-label={t('fileManager.viewList')} className={css.toggle}>
                <List size={18} aria-hidden="true" />
              </ToggleButton>
            </ToggleButtonGroup>
          </div>
        )}
        {body}
      </div>
      {nav.itemId && answer && !missing && (
        <ItemDrawer
          key={nav.itemId}
          answer={answer}
          folderId={folderId}
          itemId={nav.itemId}
          onClose={() => nav.go(nav.folderPath(folderId))}
          onOpenFolder={(id) => nav.go(nav.folderPath(id))}
        />
      )}
    </div>
  );
}

/**
 * The file manager. Mount it on a splat route (`/apps/file-manager/*`): the root is its index,
 * `folders/:folderId` a folder, and `?item=<id>` opens an item's details. It brings its own toast region.
 */
export function FileManagerApp() {
  const basePath = useMountPath();
  return (
    <ToastProvider>
      {/* Breadcrumb links navigate through the router, without a page load. */}
      <RouterBridge>
        <Routes>
          <Route index element={<FolderScreen basePath={basePath} />} />
          <Route path="folders/:folderId" element={<FolderScreen basePath={basePath} />} />
          <Route path="*" element={<FolderScreen basePath={basePath} />} />
        </Routes>
      </RouterBridge>
    </ToastProvider>
  );
}
