export {
  ConfirmDialog,
  Dialog,
  DialogTrigger,
  type ConfirmDialogProps,
  type DialogProps,
  type DialogTriggerProps,
} from './Dialog';
