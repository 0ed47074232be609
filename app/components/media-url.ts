/** Image paths of the embedded OTA are served on the tenant's host under /media; absolute URLs stay as they are. */
export function mediaUrl(url: string): string {
  return url.startsWith("/") ? `/media${url}` : url;
}
