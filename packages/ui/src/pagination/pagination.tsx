import type * as React from 'react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { getPageItems } from './pagination-range';

export interface PaginationProps extends Omit<React.ComponentProps<'nav'>, 'onChange'> {
  page: number;
  pageCount: number;
  /** Buttons that call this; or pass `getHref` for links (shareable, work without JavaScript). */
  onPageChange?: (page: number) => void;
  getHref?: (page: number) => string;
  siblings?: number;
  /** The navigation's accessible name. */
  label?: string;
}

/** Pages of a long list: previous, numbers with ellipses, next; the current page is marked. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  getHref,
  siblings = 1,
  label = 'Paginação',
  className,
  ...props
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const link = (
    target: number,
    content: React.ReactNode,
    extra: Record<string, unknown>,
    isCurrent = false,
  ) => {
    const className = cn(
      buttonVariants({
        variant: isCurrent ? 'solid' : 'ghost',
        color: isCurrent ? 'primary' : 'neutral',
        size: 'sm',
      }),
      'aula-pagination-link',
    );
    const disabled = target < 1 || target > pageCount;
    if (getHref && !disabled) {
      return (
        <a
          href={getHref(target)}
          className={className}
          aria-current={isCurrent ? 'page' : undefined}
          {...extra}
        >
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={className}
        aria-current={isCurrent ? 'page' : undefined}
        disabled={disabled}
        onClick={() => onPageChange?.(target)}
        {...extra}
      >
        {content}
      </button>
    );
  };
  return (
    <nav
      data-slot="pagination"
      aria-label={label}
      className={cn('aula-pagination', className)}
      {...props}
    >
      <ul className="aula-pagination-list">
        <li>{link(page - 1, <span>‹ Anterior</span>, { 'aria-label': 'Página anterior' })}</li>
        {getPageItems(page, pageCount, siblings).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              link(item, item, { 'aria-label': `Página ${item}` }, item === page)
            ) : (
              <span className="aula-pagination-ellipsis" aria-hidden="true">
                …
              </span>
            )}
          </li>
        ))}
        <li>{link(page + 1, <span>Próxima ›</span>, { 'aria-label': 'Próxima página' })}</li>
      </ul>
    </nav>
  );
}
