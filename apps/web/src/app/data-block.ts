/**
 * Reads and removes a JSON data block the server embedded in the page
 * (`<script type="application/json" id="…">`): what the page would otherwise ask for first.
 * Undefined when there is none, it is not a JSON block, or its text is not JSON; read once.
 */
export function takeDataBlock(
  id: string,
  doc: Document | undefined = globalThis.document,
): unknown {
  const element = doc?.getElementById(id);
  if (element?.localName !== 'script' || element.getAttribute('type') !== 'application/json')
    return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}
