export { GridList, GridListItem, type GridListProps, type GridListItemProps } from './GridList';
