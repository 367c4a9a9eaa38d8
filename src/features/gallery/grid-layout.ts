/**
 * Tiles in a CSS grid: as many columns as fit, each tile's picture of one aspect (16:9), so a
 * row's height depends on the width alone — what a virtualizer needs to measure rows (issue 8).
 */
export const gridClass = 'grid grid-cols-[repeat(auto-fill,minmax(min(15rem,100%),1fr))] gap-4';
