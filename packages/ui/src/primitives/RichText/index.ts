// The editor's Lexical code sits behind RichTextEditor's lazy boundary: nothing here imports it.
export {
  RichTextEditor,
  preloadRichTextEditor,
  type RichTextEditorHeight,
  type RichTextEditorProps,
} from './RichTextEditor';
export { RichTextView, type RichTextViewProps } from './RichTextView';
export { sanitizeRichText, richTextToPlain } from './sanitize';
export { isSafeLinkUrl, normalizeLinkUrl } from './links';
