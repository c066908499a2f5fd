/** The result urls a request names in its `files` query parameter (url1,url2). */
export function resultUrlsOf(request: Request): string[] {
  return (new URL(request.url).searchParams.get('files') ?? '').split(',').filter(Boolean);
}
