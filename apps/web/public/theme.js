// The device's theme before the first paint; no inline script under the CSP (ADR 027).
try {
  const choice = localStorage.getItem('aula:theme');
  const dark =
    choice === 'dark' || (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
} catch {}
