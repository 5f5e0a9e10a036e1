export interface ImportReport {
  /** Data rows read, header excluded. */
  read: number;
  imported: number;
  /** Rows whose sourceRef was already in the listing table (or earlier in the same file). */
  skippedDuplicates: number;
  /** Rows skipped as invalid; `line` is the file line, the header being line 1. */
  errors: { line: number; message: string }[];
}

/** The report as the import CLI prints it: the counts, then the first `maxErrors` errors. */
export function formatImportReport(report: ImportReport, maxErrors = 20): string {
  const lines = [
    `read ${formatInt(report.read)} row${report.read === 1 ? '' : 's'}: ${formatInt(report.imported)} imported, ` +
      `${formatInt(report.skippedDuplicates)} already there, ${formatInt(report.errors.length)} invalid`,
    ...report.errors.slice(0, maxErrors).map((error) => `  ${error.message}`),
  ];
  if (report.errors.length > maxErrors) lines.push(`  and ${formatInt(report.errors.length - maxErrors)} more`);
  return lines.join('\n');
}

function formatInt(n: number): string {
  return n.toLocaleString('en-US');
}
