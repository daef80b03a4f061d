export { SortableList, type SortableListProps } from './sortable-list';
