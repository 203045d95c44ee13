import type { Theme, ThemeCompiler } from '../../theme.ts';
import { loadTheme } from '../../theme.ts';
import { isDeveloperTheme, loadDeveloperTheme } from './developer-theme.ts';
import { formatProblem } from './problems.ts';

/**
 * The theme the site starts with (PLINTH_THEME): a folder with template.conf is in the developer
 * platform's layout, any other is in ours. A theme with errors stops the start with the list of them:
 * never a half-working site.
 */
export async function loadSiteTheme<T>(dir: string, defaultDir: string, compiler: ThemeCompiler<T>): Promise<Theme<T>> {
  if (!isDeveloperTheme(dir)) {
    const theme = loadTheme(dir, compiler);
    if (theme.errors.length) throw new Error(`The theme has template errors: ${JSON.stringify(theme.errors)}`);
    return theme;
  }
  const { theme, problems } = await loadDeveloperTheme(dir, defaultDir, compiler);
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length) {
    throw new Error(`The theme ${dir} cannot be used (plinth theme check ${dir} lists every problem):\n${errors.map(formatProblem).join('\n')}`);
  }
  return theme;
}
