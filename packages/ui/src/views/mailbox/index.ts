export { MailboxApp } from './MailboxView';
export { mailboxKeys, type MailListParams } from './api/keys';
export {
  useMails,
  useMail,
  useMailFolders,
  useMailLabels,
  useMailSettings,
  useUpdateMails,
  useCreateMail,
  useDeleteMails,
} from './api/mailbox';
export { labelSlug, uniqueLabelSlug } from './labels';
export { firstBadAddress, splitAddresses } from './addresses';
export { mailText, textToHtml } from './components/MailBody';
