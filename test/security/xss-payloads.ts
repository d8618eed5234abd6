/** Known stored-XSS payloads (plain-text fields), shared by the API test and the browser check. */
export const TEXT_XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '"><svg onload="window.__xss=3">',
  '\'><iframe src="javascript:window.top.__xss=4"></iframe>',
  '</title><script>window.__xss=5</script>',
  '<a href="javascript:window.__xss=6">clic</a>',
  '{{constructor.constructor("window.__xss=7")()}}',
  '<details open ontoggle="window.__xss=8">',
];

/** A pot name of at most 255 characters carrying one payload. */
export const potNameWith = (payload: string) => `Fête ${payload}`.slice(0, 120);

/** The description payloads (rich text: sanitized to the editor's allow-list). */
export const DESCRIPTION_XSS =
  '<p>Bonjour</p><script>window.__xss=10</script><img src=x onerror="window.__xss=11"><a href="javascript:window.__xss=12">lien</a><p onclick="window.__xss=13">texte</p><iframe src="javascript:window.__xss=14"></iframe>';
