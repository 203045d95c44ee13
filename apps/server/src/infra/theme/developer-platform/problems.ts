/** One thing wrong with a developer-platform theme, where it is (1-based line and column). */
export interface ThemeProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  /** Errors stop the theme from loading; warnings are output that renders empty. */
  severity: 'error' | 'warning';
}

/** The 1-based line and column of `index` in `source`. */
export function positionOf(source: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < index; i = source.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}

/** `file:line:column: severity: message`, one line per problem (the check command's output). */
export function formatProblem(problem: ThemeProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.severity}: ${problem.message}`;
}

/** Collects problems of one file. */
export function problemsOf(file: string, source: string, into: ThemeProblem[]) {
  return (index: number, message: string, severity: ThemeProblem['severity'] = 'error') => {
    into.push({ file, ...positionOf(source, index), message, severity });
  };
}
