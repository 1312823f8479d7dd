/** The link of a list's next page: the same query with the next cursor in `param`. */
export function nextPageHref(search: string, param: string, cursor: string | number): string {
  const params = new URLSearchParams(search);
  params.set(param, String(cursor));
  return `?${params.toString()}`;
}
