import type { ListAnswer, ListInfo, ListRow } from '@contract/data-table';
import type { ListQuery } from './list-query';
import type { PageOf } from './paging';

/** The §3 envelope every list answers: the page, the total, the applied order and the user's info. */
export function listAnswer(query: ListQuery<unknown>, page: PageOf<ListRow>, info: ListInfo): ListAnswer {
  return {
    rows: page.rows,
    total: page.total,
    total_capped: page.capped,
    page: page.page,
    per_page: query.perPage,
    sort: query.sort,
    order: query.order,
    info,
  };
}
