const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/**
 * A size as people read it, in pt-BR: "5 GB", "1,5 GB", "820 KB", "12 bytes" (powers of 1024, as
 * the operating systems' file dialogs show them, so a 5 GiB limit reads "5 GB").
 */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? Math.round(value) : value;
  return `${oneDecimal.format(shown)} ${UNITS[unit]}`;
}
