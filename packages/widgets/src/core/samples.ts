// Placeholder pictures for sample data: tiny inline SVGs, so defaults render without any
// file on a server and the gallery looks like a page, not a row of broken images.
const PALETTE = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#8E6CEF'] as const;

export const sampleImage = (label: string, index = 0, width = 750, height = 320): string => {
  const color = PALETTE[index % PALETTE.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${color}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 4)}" ` +
    `text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};
