export { FileManagerApp } from './FileManagerView';
export { ItemDrawer, ITEM_DRAWER_WIDTH, type ItemDrawerProps } from './components/ItemDrawer';
export { MoveDialog, type MoveDialogProps } from './components/MoveDialog';
export { fileManagerKeys } from './api/keys';
export {
  folderQueryOptions,
  useFolder,
  useUploadFile,
  useRenameItem,
  useMoveItem,
  useDeleteItem,
  UPLOAD_LIMIT_BYTES,
} from './api/fileManager';
