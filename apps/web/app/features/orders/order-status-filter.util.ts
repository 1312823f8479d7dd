import type { OrderStatus } from '@fuel/domain';

/** The query parameter of the order lists' status filter: `?status=confirmed`. */
const STATUS_PARAM = 'status';

/** The status a list is filtered by: `?status=` when it is one of `statuses`, otherwise null (all). */
export function statusFilterOf<S extends OrderStatus>(url: URL, statuses: readonly S[]): S | null {
  const requested = url.searchParams.get(STATUS_PARAM);
  return statuses.find((status) => status === requested) ?? null;
}

/** The list at `path` filtered by `status` (null: all). */
export function statusFilterPath(path: string, status: OrderStatus | null): string {
  return status ? `${path}?${STATUS_PARAM}=${status}` : path;
}
