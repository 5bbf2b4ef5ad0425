export { LoadingMessage, ErrorMessage, EmptyMessage } from './StatusMessage';
/** The class an EmptyMessage's icon wears. */
export { icon as messageIcon } from './StatusMessage.css';
