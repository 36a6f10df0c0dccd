// Error toasts raised by code every page loads (the query client's onError,
// the API error bridge). Sonner is about 10 KB of gzip; importing it here would
// put it on every first load, landing included, so it loads with the first
// toast or with the Toaster after hydration, whichever comes first. Sonner
// replays toasts raised before its Toaster subscribed, so none is lost.
// Feature pages, which load later, import `toast` from sonner directly.

export function toastError(message: string, options?: { id?: string }): void {
  void import('sonner').then(({ toast }) => toast.error(message, options));
}
