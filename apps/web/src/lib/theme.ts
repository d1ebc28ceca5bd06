export type ThemeChoice = 'light' | 'dark' | 'system';
const KEY = 'theme';

const prefersDark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

export const themeChoice = (): ThemeChoice => (localStorage.getItem(KEY) as ThemeChoice | null) ?? 'system';
export const effectiveTheme = (choice = themeChoice()): 'light' | 'dark' =>
  choice === 'system' ? (prefersDark() ? 'dark' : 'light') : choice;

/** Follows the phone's setting unless the farmer picked one. */
export function applyTheme(choice: ThemeChoice = themeChoice()) {
  if (choice === 'system') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, choice);
  const theme = effectiveTheme(choice);
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0f1a10' : '#1b5e20');
}

export function watchSystemTheme() {
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (themeChoice() === 'system') applyTheme('system');
  });
}
