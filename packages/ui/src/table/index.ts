export { Table, type TableColumn, type TableProps } from './table';
export {
  compareValues,
  nextSort,
  type SortDirection,
  type SortValue,
  sortRows,
  type TableSort,
} from './table-sort';
