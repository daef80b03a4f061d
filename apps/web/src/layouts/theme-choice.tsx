import { ThemeChoice } from '@aula/features';
import { startTheme, useTheme } from '../app/theme';

// This chunk may arrive before main.tsx's idle start: the store must be following the device.
startTheme();

/** The theme choice wired to the device's store (ADR 027); loaded after the first page's code. */
export default function AppThemeChoice() {
  const theme = useTheme();
  return <ThemeChoice value={theme.value} onChange={theme.onChange} />;
}
