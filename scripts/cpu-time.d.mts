/** The whole machine's busy CPU time so far, in seconds; null where /proc/stat cannot be read. */
export function busyCpuSeconds(): number | null;
