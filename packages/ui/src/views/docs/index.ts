export { DocsView, type DocsViewProps } from './DocsView';
export { DOC_PAGES, docFiles, docPageAt, docPath, loadDocSource, type DocFiles, type DocPageId } from './content';
