export { SortableList, moveKeys, type SortableListProps, type SortableDropTarget } from './SortableList';
