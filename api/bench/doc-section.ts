import { readFile, writeFile } from 'node:fs/promises';

/** The markers around a generated section of docs/performance.md. */
export interface SectionMarkers {
  start: string;
  end: string;
}

/**
 * Replaces the text between the markers, keeping what is written around it by hand. A file without
 * them gets them at its end (a new file, a heading first), so each run's sections can share an --out.
 */
export async function writeSection(file: string, markers: SectionMarkers, text: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => '# Performance\n');
  const start = current.indexOf(markers.start);
  const end = current.indexOf(markers.end);
  if (start < 0 && end < 0) {
    await writeFile(file, `${current.trimEnd()}\n\n${markers.start}\n${text}\n${markers.end}\n`);
    return;
  }
  if (start < 0 || end < start) throw new Error(`${file} has no ${markers.start} ... ${markers.end} section`);
  await writeFile(file, `${current.slice(0, start + markers.start.length)}\n${text}\n${current.slice(end)}`);
}
