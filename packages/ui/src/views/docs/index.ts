export { DocsView, type DocsViewProps } from './DocsView';
export {
  DOC_PAGES,
  docFiles,
  docFileUrls,
  docPageAt,
  docPath,
  loadDocSource,
  type DocFiles,
  type DocPageId,
} from './content';
