export { Pagination, type PaginationProps } from './pagination';
export { getPageItems, type PageItem } from './pagination-range';
