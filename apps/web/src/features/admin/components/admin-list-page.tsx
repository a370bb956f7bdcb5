// An admin page that lists one kind of record (seasons, venues): a row each once they load, else
// an empty state offering the add button, which the page's header offers too once there are rows.
// The page's dialogs come as its children.
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Page } from '../../../components/page.tsx';
import { EmptyState, QueryList } from '../../../components/states.tsx';
import { AdminList } from './admin-list.tsx';

export const AdminListPage = <T extends { id: string }>({
  title,
  description,
  query,
  addButton,
  loadingRows,
  empty,
  row,
  children,
}: {
  /** The page's title, also the list's accessible name. */
  title: string;
  description: string;
  query: UseQueryResult<readonly T[]>;
  addButton: ReactNode;
  loadingRows: number;
  /** The empty state's icon, title and words. */
  empty: { icon: ReactNode; title: string; text: ReactNode };
  /** One record's AdminListRow. */
  row: (item: T) => ReactNode;
  children?: ReactNode;
}) => (
  <Page
    title={title}
    description={description}
    actions={query.data?.length ? addButton : undefined}
  >
    <QueryList
      query={query}
      loading={{ rows: loadingRows, height: 64, label: `Loading ${title.toLowerCase()}` }}
      empty={
        <EmptyState icon={empty.icon} title={empty.title} action={addButton}>
          {empty.text}
        </EmptyState>
      }
    >
      {(items) => (
        <AdminList label={title}>
          {items.map((item) => (
            <Fragment key={item.id}>{row(item)}</Fragment>
          ))}
        </AdminList>
      )}
    </QueryList>
    {children}
  </Page>
);
