/**
 * Opens the device's share sheet (Web Share API). True when it was shown (shared, or closed by the
 * person); false when there is none or it failed, so that the caller offers its own way.
 */
export async function shareWithDevice(data: ShareData): Promise<boolean> {
  if (typeof navigator.share !== 'function' || (navigator.canShare && !navigator.canShare(data))) return false;
  try {
    await navigator.share(data);
    return true;
  } catch (err) {
    return (err as { name?: string }).name === 'AbortError'; // the person closed the sheet
  }
}
