/**
 * A `width` × `height` PNG drawn in the browser: its left half `left`, its right half `right`
 * (red and blue unless told, so a crop shows which part was kept).
 */
export async function makePng(
  width: number,
  height: number,
  name = 'imagem.png',
  [left, right] = ['#dc2626', '#2563eb'],
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = left;
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = right;
  context.fillRect(width / 2, 0, width / 2, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob as Blob], name, { type: 'image/png' });
}

/** Picks `file` in the hidden file input `testId`, as the system dialog would (no `accept` filtering). */
export function pickFile(canvasElement: HTMLElement, testId: string, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`);
  if (!input) throw new Error('no file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
