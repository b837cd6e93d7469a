/** How a call ended: 'resolved', or the `code` of what it threw ('unknown' when it has none). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (error: { code?: unknown }) => (typeof error.code === 'string' ? error.code : 'unknown'),
  );
}
