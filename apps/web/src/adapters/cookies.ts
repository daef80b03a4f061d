/** Reads one cookie from `document.cookie`, URL-decoded (Laravel encodes XSRF-TOKEN). */
export function readCookie(name: string, cookieString = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
