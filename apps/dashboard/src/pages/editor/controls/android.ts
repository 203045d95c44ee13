/** platform.md §2 "Code editor (not available on Android)": Android is told apart by its user agent. */
export function isAndroid(userAgent: string | undefined): boolean {
  return /\bandroid\b/i.test(userAgent ?? '');
}
