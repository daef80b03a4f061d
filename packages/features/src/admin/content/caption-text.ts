/**
 * A caption file's text from its bytes, in the encoding it was saved in. Brazilian `.srt` files
 * are often not UTF-8: Windows tools (Subtitle Edit, Aegisub's exports, old subtitle sites) save
 * them in Windows-1252 ("ANSI"), or in UTF-16 ("Unicode"). Read as UTF-8, every accented letter
 * of those became "�" and the track went up as "Ol� turma, a aten��o…".
 *
 * UTF-8 when the bytes are valid UTF-8 (a Windows-1252 text with accents almost never is), UTF-16
 * when a byte-order mark says so, else Windows-1252, the superset of ISO-8859-1 that browsers use
 * for both.
 */
export function captionText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // (The decoder drops a UTF-8 byte-order mark.)
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
