export {
  SortableHandle,
  type SortableHandleProps,
  SortableItem,
  type SortableItemProps,
  SortableList,
  type SortableListProps,
} from './sortable-list';
